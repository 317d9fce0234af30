import { Alert, Button, Heading, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useForm } from 'react-hook-form'
import { errorMessage, isApiError } from '@/api/api-error'
import { startupQuery, useEditStartup } from '@/api/startups'
import { NeedsConnection, useOfflineForServer } from '@/components/connection/needs-connection'
import { QueryError } from '@/components/feedback/query-error'
import { ListSkeleton } from '@/components/feedback/skeletons'
import { DescriptionField } from '@/components/ui/description-field'
import { FormField, fieldsOf, TextField } from '@/components/ui/form-field'
import { RupeeInput, rupeeDigits } from '@/components/ui/rupee-input'
import { toast } from '@/components/ui/toaster-host'
import {
  fileFieldSchema,
  logoFileProblem,
  reportFileProblem,
  startupFieldsSchema,
  type Startup,
} from '@/domain/startup'
import type { z } from '@/domain/zod'
import { StartupFileFields } from '@/components/ui/startup-file-fields'
import { useApi } from '@/lib/services'

const editSchema = startupFieldsSchema
  .pick({ slogan: true, description: true, websiteLink: true, fundsRequired: true, stocks: true })
  .extend({
    logo: fileFieldSchema(logoFileProblem, { optional: true }),
    report: fileFieldSchema(reportFileProblem, { optional: true }),
  })
type EditInput = z.input<typeof editSchema>

/**
 * 'Edit startup': slogan, description, website, logo and report at any time; funds required and
 * stocks only while nobody has invested. Validated by the same rules as creation; nothing typed
 * is lost when the server refuses.
 */
export function EditStartupForm({ uid, startupId }: { uid: string; startupId: string }) {
  const api = useApi()
  const query = useQuery(startupQuery(api, startupId))
  if (query.isPending) return <ListSkeleton label="Loading your startup" heights={['64']} />
  if (query.isError || !query.data)
    return <QueryError error={query.error} onRetry={() => void query.refetch()} />
  return <EditFields uid={uid} startup={query.data} />
}

function EditFields({ uid, startup }: { uid: string; startup: Startup }) {
  const edit = useEditStartup()
  const navigate = useNavigate()
  const offline = useOfflineForServer()
  const locked = (startup.investors ?? 0) > 0 || startup.fundsRecieved > 0
  const form = useForm<EditInput, unknown, z.output<typeof editSchema>>({
    resolver: zodResolver(editSchema),
    defaultValues: {
      slogan: startup.slogan,
      description: startup.description,
      websiteLink: startup.websiteLink,
      fundsRequired: String(startup.fundsRequired),
      stocks: String(startup.stocks),
      logo: null,
      report: null,
    },
  })
  const field = fieldsOf(form)
  const { errors } = form.formState
  const submit = form.handleSubmit(async (values) => {
    try {
      await edit.mutateAsync({
        useruid: uid,
        startupid: startup._id,
        slogan: values.slogan,
        description: values.description,
        websiteLink: values.websiteLink,
        ...(locked ? {} : { fundsRequired: values.fundsRequired, stocks: values.stocks }),
        logo: values.logo,
        report: values.report,
      })
      toast.success({
        title: 'Startup updated',
        description: 'Investors see the changes now.',
      })
      await navigate({ to: '/dashboard' })
    } catch (error) {
      form.setError('root', {
        message: errorMessage(error),
      })
      if (isApiError(error) && error.field && error.field in editSchema.shape)
        form.setError(error.field as keyof EditInput, { message: error.message })
    }
  })
  return (
    <Stack gap="6" maxW="3xl">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Edit {startup.name}
        </Heading>
        <Text color="fg.muted">Investors see your changes on your page at once.</Text>
      </Stack>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="5">
          {errors.root && (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>{errors.root.message}</Alert.Title>
            </Alert.Root>
          )}
          <TextField label="Slogan" {...field('slogan')} />
          <DescriptionField form={form} />
          <TextField
            label="Website link"
            type="url"
            placeholder="https://"
            {...field('websiteLink')}
          />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField
              label="Funds required"
              error={errors.fundsRequired?.message}
              helper={locked ? 'Fixed: someone has already invested.' : 'In whole rupees.'}
            >
              <RupeeInput
                disabled={locked}
                {...form.register('fundsRequired', { setValueAs: rupeeDigits })}
              />
            </FormField>
            <FormField
              label="Stocks"
              error={errors.stocks?.message}
              helper={
                locked
                  ? 'Fixed: someone has already invested.'
                  : 'The percentage of shares you offer.'
              }
            >
              <Input inputMode="decimal" disabled={locked} {...form.register('stocks')} />
            </FormField>
          </SimpleGrid>
          <StartupFileFields control={form.control} replacing />
          <NeedsConnection action="Saving" />
          <Button
            type="submit"
            colorPalette="brand"
            alignSelf="flex-start"
            minH="11"
            loading={form.formState.isSubmitting}
            disabled={offline}
          >
            Save changes
          </Button>
        </Stack>
      </form>
    </Stack>
  )
}
