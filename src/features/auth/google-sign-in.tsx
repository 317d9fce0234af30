import { Alert, Button } from '@chakra-ui/react'
import { OrDivider } from './auth-layout'
import { GoogleIcon } from './google-icon'
import { useGoogleSignIn } from './use-google-sign-in'

/** The 'Or' divider and the Google button of the auth screens, with its error. */
export function GoogleSignIn({ label, delayMs }: { label: string; delayMs: number }) {
  const google = useGoogleSignIn(delayMs)
  return (
    <>
      <OrDivider />
      {google.error && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{google.error}</Alert.Title>
        </Alert.Root>
      )}
      <Button
        variant="outline"
        onClick={google.signIn}
        disabled={google.inProgress}
        loading={google.inProgress}
      >
        <GoogleIcon />
        {label}
      </Button>
    </>
  )
}
