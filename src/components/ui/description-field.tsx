import { Box, Text } from '@chakra-ui/react'
import { useWatch, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form'
import { fieldsOf, TextareaField } from '@/components/ui/form-field'
import { Markdown } from '@/components/ui/markdown'

/**
 * A startup's description, as the publicise and the edit form ask for it: Markdown, with a
 * preview below of how the startup's page will show it, once something is typed.
 */
export function DescriptionField<
  T extends FieldValues & { description: string },
  C,
  V extends FieldValues,
>({ form }: { form: UseFormReturn<T, C, V> }) {
  const name = 'description' as FieldPath<T>
  const description = useWatch({ control: form.control, name }) as string | undefined
  return (
    <>
      <TextareaField
        label="Description"
        helper="Markdown works: headings, lists, bold and links."
        rows={8}
        {...fieldsOf(form)(name)}
      />
      {description?.trim() && (
        <Box
          as="section"
          aria-label="Description preview"
          borderWidth="1px"
          rounded="md"
          p="4"
          bg="bg.subtle"
        >
          <Text fontSize="xs" fontWeight="bold" color="fg.muted" mb="2">
            PREVIEW
          </Text>
          <Markdown>{description}</Markdown>
        </Box>
      )}
    </>
  )
}
