import { Alert, Button, Heading, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useMemo } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { DomainSelect } from '@/components/ui/domain-select'
import { RupeeInput, rupeeDigits } from '@/components/ui/rupee-input'
import { isApiError } from '@/api/api-error'
import { useQuery } from '@tanstack/react-query'
import { topStartupsQuery, useCreateStartup } from '@/api/startups'
import { useApi } from '@/lib/services'
import { CLOSING_MAX_DAYS, CLOSING_MIN_DAYS } from '@/domain/startup-fields'
import type { AuthUser } from '@/auth/types'
import { todayIso } from '@/domain/startup'
import { FormField, TextField, fieldsOf } from '@/components/ui/form-field'
import { DescriptionField } from '@/components/ui/description-field'
import { toast } from '@/components/ui/toaster-host'
import { createDraftStorage } from './draft-storage'
import { NeedsConnection, useOfflineForServer } from '@/components/connection/needs-connection'
import { useHoldUpdates } from '@/lib/use-pwa'
import { RaiseKindField } from './raise-kind-field'
import { StartupFileFields } from '@/components/ui/startup-file-fields'
import {
  DRAFT_FIELDS,
  EMPTY_PUBLICISE,
  publiciseSchema,
  type PubliciseInput,
  type PubliciseValues,
} from './publicise-schema'

type FieldName = keyof PubliciseInput

/** The date `days` from today (local), for the closing date's bounds. */
function isoDaysAhead(days: number) {
  return todayIso(new Date(Date.now() + days * 86_400_000))
}

/** 'Publicise your startup': every field of the creation payload, validated before sending. */
export function PubliciseForm({ user }: { user: AuthUser }) {
  const create = useCreateStartup()
  const navigate = useNavigate()
  // Closing dates are an optional extension: offered when the server's startups carry them.
  const top = useQuery(topStartupsQuery(useApi(), 1)).data?.[0]
  const closingDates = top?.closesOn !== undefined
  // So is the kind of raise (the close), offered only with closing dates: a raise ends at one.
  const raiseKinds = closingDates && top?.raiseKind !== undefined
  const offline = useOfflineForServer()
  useHoldUpdates()
  const draft = useMemo(
    () => createDraftStorage(`seedling.publicise-draft.${user.uid}`),
    [user.uid],
  )
  const form = useForm<PubliciseInput, unknown, PubliciseValues>({
    resolver: zodResolver(publiciseSchema),
    defaultValues: { ...EMPTY_PUBLICISE, ...draft.load() },
  })
  const { register, control, handleSubmit, setError, formState } = form
  const { errors, isSubmitting, isSubmitSuccessful } = formState
  const field = fieldsOf(form)
  const textValues = useWatch({ control, name: [...DRAFT_FIELDS] })

  useEffect(() => {
    draft.save(
      Object.fromEntries(DRAFT_FIELDS.map((name, i) => [name, String(textValues[i] ?? '')])),
    )
  }, [draft, textValues])

  const onSubmit = handleSubmit(async (values) => {
    let published: Awaited<ReturnType<typeof create.mutateAsync>>
    try {
      published = await create.mutateAsync({
        fields: {
          useruid: user.uid,
          username: user.displayName || user.email || 'Founder',
          name: values.name,
          description: values.description,
          stocks: values.stocks,
          fundsRequired: values.fundsRequired,
          domain: values.domain,
          websiteLink: values.websiteLink,
          slogan: values.slogan,
          founded: values.founded,
          closesOn: values.closesOn,
          ...(raiseKinds ? { raiseKind: values.raiseKind } : {}),
        },
        logo: values.logo as File,
        report: values.report as File,
      })
    } catch (error) {
      console.warn('Publicising failed', error)
      if (isApiError(error) && error.field && error.field in EMPTY_PUBLICISE) {
        setError(error.field as FieldName, { message: error.message })
      }
      setError('root', {
        message: isApiError(error)
          ? error.message
          : 'Your startup could not be publicised. Try again.',
      })
      throw error
    }
    draft.clear()
    // The mutation has read the startup state afresh: the dashboard shows the startup at once,
    // with no reload (and no splash) between two screens of a running app.
    await navigate({ to: '/dashboard' })
    // A server whose operators review listings keeps it from investors until one approves it.
    toast.success(
      published.data.listing === 'in_review'
        ? {
            title: 'Your startup is in review',
            description: `A Seedling operator checks ${values.name.trim()} before investors see it. You can still edit it meanwhile.`,
          }
        : {
            title: 'Your startup is live',
            description: `Investors can find ${values.name.trim()} in Explore now.`,
          },
    )
  })

  const submit = (event: React.FormEvent) => void onSubmit(event).catch(() => undefined)
  const busy = isSubmitting || isSubmitSuccessful

  return (
    <Stack gap="6" maxW="3xl">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Publicise your startup
        </Heading>
        <Text color="fg.muted">
          Investors see this profile. Every field except the website link
          {closingDates ? ' and the closing date' : ''} is required.
        </Text>
      </Stack>
      <Stack asChild gap="5">
        <form noValidate onSubmit={submit} aria-label="Publicise your startup">
          {errors.root && (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{errors.root.message}</Alert.Title>
                <Alert.Description>Everything you entered is still here.</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          <TextField label="Startup name" autoComplete="organization" {...field('name')} />
          <TextField label="Slogan" {...field('slogan')} />
          <DescriptionField form={form} />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            <FormField label="Domain" error={errors.domain?.message}>
              <DomainSelect emptyLabel="Choose a domain" {...register('domain')} />
            </FormField>
            <TextField label="Founded" type="date" max={todayIso()} {...field('founded')} />
            <FormField
              label="Stocks"
              error={errors.stocks?.message}
              helper="The percentage of shares you offer."
            >
              <Input inputMode="decimal" {...register('stocks')} />
            </FormField>
            <FormField
              label="Funds required"
              error={errors.fundsRequired?.message}
              helper="In whole rupees."
            >
              <RupeeInput {...register('fundsRequired', { setValueAs: rupeeDigits })} />
            </FormField>
          </SimpleGrid>
          <TextField
            label="Website link"
            type="url"
            placeholder="https://"
            {...field('websiteLink')}
          />
          {closingDates && (
            <FormField
              label="Closing date"
              error={errors.closesOn?.message}
              helper="Optional. From a week to a year from today; investors cannot invest after it."
            >
              <Input
                type="date"
                min={isoDaysAhead(CLOSING_MIN_DAYS)}
                max={isoDaysAhead(CLOSING_MAX_DAYS)}
                {...register('closesOn')}
              />
            </FormField>
          )}
          {raiseKinds && <RaiseKindField control={control} name="raiseKind" />}
          <StartupFileFields control={control} />
          <NeedsConnection action="Publicising" />
          <Button
            type="submit"
            colorPalette="brand"
            size="lg"
            alignSelf="start"
            loading={busy}
            disabled={busy || offline}
            loadingText="Publicising…"
          >
            Publicise
          </Button>
        </form>
      </Stack>
    </Stack>
  )
}
