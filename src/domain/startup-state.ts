/**
 * Where a founder's startup stands (docs/product.md#data): not published yet, published, or
 * unknown because the server could not say.
 */
export type StartupState = 'inactive' | 'active' | 'error'
