import { createRoot, type Root } from 'react-dom/client'
import { ErrorScreen } from '@/components/feedback/error-screen'
import { AppTheme } from './providers'

export const START_FAILURE_TITLE = 'Seedling could not start'
export const START_FAILURE_DESCRIPTION =
  "Part of the app did not load, or this browser would not let it keep its data. Check the connection and try again. If it keeps happening, allow this site's storage in the browser's settings."

/**
 * What a start that failed shows in place of the splash, which would otherwise stay on screen for
 * good: why, in a sentence, the error's words and 'Try again' (a reload). A page the server
 * rendered (/s/{id}) stays as it is: it is readable without the app. Answers the React root it made.
 */
export function showStartFailure(
  error: unknown,
  root = document.getElementById('root'),
): Root | null {
  console.error(error)
  if (!root || root.hasChildNodes()) return null
  const screen = createRoot(root)
  screen.render(
    <AppTheme>
      <ErrorScreen
        error={error}
        title={START_FAILURE_TITLE}
        description={START_FAILURE_DESCRIPTION}
      />
    </AppTheme>,
  )
  return screen
}
