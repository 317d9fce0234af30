import { Alert, Button } from '@chakra-ui/react'
import { isApiError } from '@/api/api-error'

/** A failed load, said plainly, with a retry. */
export function QueryError({
  error,
  onRetry,
  title = "We couldn't load this.",
}: {
  error: unknown
  onRetry?: () => void
  title?: string
}) {
  const message = isApiError(error) ? error.message : 'Something went wrong. Try again.'
  return (
    <Alert.Root status="error" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{message}</Alert.Description>
      </Alert.Content>
      {onRetry && (
        <Button size="sm" variant="outline" onClick={() => onRetry()}>
          Retry
        </Button>
      )}
    </Alert.Root>
  )
}
