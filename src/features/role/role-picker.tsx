import { Alert, Box, Button, Center, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useNavigate } from '@tanstack/react-router'
import { Lightbulb, LineChart } from 'lucide-react'
import { useId, useState } from 'react'
import { errorMessage, isApiError } from '@/api/api-error'
import { useAddUser } from '@/api/users'
import { useSignOut } from '@/components/auth/use-sign-out'
import { useAuth } from '@/lib/services'
import { EMAIL_NOT_VERIFIED, type Role } from '@/domain/user'

/** /role: 'Welcome to Seedling' and the two large role buttons. */
const ROLES = [
  {
    role: 'startup',
    label: 'Start Up',
    hint: 'Publish your startup and raise money',
    icon: <Lightbulb />,
  },
  {
    role: 'investor',
    label: 'Investor',
    hint: 'Fund startups for a share of their capital',
    icon: <LineChart />,
  },
] as const

export function RolePicker() {
  const { user, auth } = useAuth()
  const navigate = useNavigate()
  const addUser = useAddUser()
  const signOut = useSignOut()
  const [reloading, setReloading] = useState<Role | null>(null)
  const unverified = isApiError(addUser.error) && addUser.error.code === EMAIL_NOT_VERIFIED
  const choose = {
    isError: addUser.isError && !unverified,
    error: addUser.error,
    isPending: addUser.isPending || reloading !== null,
    variables: reloading ?? addUser.variables?.role,
    mutate: async (role: Role) => {
      if (!user) return
      // The address was not verified when last asked: read the account afresh, so the token
      // sent now says whether its link has been opened since.
      if (unverified) {
        setReloading(role)
        await auth.adapter.reload().catch(() => undefined)
        setReloading(null)
      }
      addUser.mutate(
        {
          useruid: user.uid,
          email: user.email ?? '',
          name: user.displayName || user.email?.split('@')[0] || 'Seedling user',
          role,
          photoUrl: user.photoURL ?? '',
        },
        { onSuccess: () => void navigate({ to: '/dashboard' }) },
      )
    },
  }

  return (
    <Center as="main" minH="100dvh" px="4" py="10">
      <Stack gap="8" maxW="2xl" width="full" textAlign="center">
        <Stack gap="2">
          <Heading as="h1" size="3xl">
            Welcome to Seedling
          </Heading>
          <Text color="fg.muted" fontSize="lg">
            To get started, please select your role
          </Text>
        </Stack>
        {unverified && <VerifyEmailNotice email={user?.email ?? ''} />}
        {choose.isError && (
          <Alert.Root status="error" textAlign="start">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>We couldn't save your role.</Alert.Title>
              <Alert.Description>
                {errorMessage(choose.error, 'Something went wrong.')} Choose again to retry.
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          {ROLES.map(({ role, label, hint, icon }) => (
            <RoleButton
              key={role}
              label={label}
              hint={hint}
              icon={icon}
              busy={choose.isPending && choose.variables === role}
              // Until the account is known a choice could not be saved: no button that does nothing.
              disabled={choose.isPending || !user}
              onClick={() => void choose.mutate(role)}
            />
          ))}
        </SimpleGrid>
        {/* Someone in the wrong account gets out without choosing: a role cannot be changed.
            Not while a role is being saved: signing out then would leave the new record behind. */}
        <Stack gap="1" align="center" color="fg.muted" fontSize="sm">
          {user?.email && <Text overflowWrap="anywhere">Signed in as {user.email}</Text>}
          <Button
            variant="ghost"
            size="sm"
            minH="11"
            disabled={choose.isPending}
            onClick={() => void signOut()}
          >
            Sign out
          </Button>
        </Stack>
      </Stack>
    </Center>
  )
}

/**
 * The server trusts an address only once its owner has opened the link the provider e-mailed:
 * what to do, and the link sent again on request.
 */
function VerifyEmailNotice({ email }: { email: string }) {
  const { auth } = useAuth()
  const [sent, setSent] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle')
  const sendAgain = async () => {
    setSent('sending')
    try {
      await auth.adapter.sendVerificationEmail()
      setSent('sent')
    } catch {
      setSent('failed')
    }
  }
  return (
    <Alert.Root status="info" textAlign="start">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>Verify your e-mail address</Alert.Title>
        <Alert.Description overflowWrap="anywhere">
          We sent a link to {email || 'your address'}. Open it, then choose your role again.
        </Alert.Description>
        <Stack direction="row" align="center" gap="3" wrap="wrap">
          <Button
            size="sm"
            variant="outline"
            minH="11"
            loading={sent === 'sending'}
            onClick={() => void sendAgain()}
          >
            Send the link again
          </Button>
          <Text fontSize="sm" aria-live="polite">
            {sent === 'sent'
              ? 'Sent. Check your inbox.'
              : sent === 'failed'
                ? "We couldn't send it. Wait a minute and try again."
                : ''}
          </Text>
        </Stack>
      </Alert.Content>
    </Alert.Root>
  )
}

function RoleButton(props: {
  label: string
  hint: string
  icon: React.ReactNode
  busy: boolean
  disabled: boolean
  onClick: () => void
}) {
  const id = useId()
  // The button's name is exactly its label; the blurb describes it.
  return (
    <Button
      variant="outline"
      colorPalette="brand"
      height="auto"
      minH="44"
      py="6"
      px="4"
      flexDirection="column"
      alignItems="center"
      gap="2"
      onClick={props.onClick}
      loading={props.busy}
      disabled={props.disabled}
      aria-labelledby={`${id}-label`}
      aria-describedby={`${id}-hint`}
    >
      <Box as="span" aria-hidden="true" color="brand.solid" css={{ '& svg': { boxSize: '8' } }}>
        {props.icon}
      </Box>
      <Text as="span" id={`${id}-label`} fontSize="2xl" fontWeight="bold" lineHeight="short">
        {props.label}
      </Text>
      <Text
        as="span"
        id={`${id}-hint`}
        fontSize="sm"
        color="fg.muted"
        whiteSpace="normal"
        fontWeight="normal"
      >
        {props.hint}
      </Text>
    </Button>
  )
}
