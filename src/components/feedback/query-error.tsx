import { Alert, Button } from '@chakra-ui/react'
import { errorMessage } from '@/api/api-error'

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
  const message = errorMessage(error)
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
