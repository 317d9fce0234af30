export function aptInstall(packages: string[], why: string, installed: () => boolean): boolean
