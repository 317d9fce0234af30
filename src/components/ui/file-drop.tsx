import { Box, Image, Stack, Text, VisuallyHidden } from '@chakra-ui/react'
import { useEffect, useId, useMemo, useState, type DragEvent } from 'react'
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form'

type FileDropProps = {
  label: string
  accept: string
  file: File | null
  onChange: (file: File | null) => void
  hint: string
  /** The field's validation message, shown under the drop zone. */
  error?: string | undefined
}

/** A `FileDrop` bound to a react-hook-form field: its file, its changes and its error. */
export function FileDropField<T extends FieldValues, C, V extends FieldValues>({
  control,
  name,
  ...props
}: { control: Control<T, C, V>; name: FieldPath<T> } & Omit<
  FileDropProps,
  'file' | 'onChange' | 'error'
>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FileDrop
          {...props}
          file={(field.value as File | null | undefined) ?? null}
          onChange={field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
  )
}

/** A file field that takes a click or a drag and drop; images get a preview. */
export function FileDrop({ label, accept, file, onChange, hint, error }: FileDropProps) {
  const inputId = useId()
  const errorId = `${inputId}-error`
  const invalid = Boolean(error)
  const [dragging, setDragging] = useState(false)
  const preview = useMemo(
    () => (file && file.type.startsWith('image/') ? URL.createObjectURL(file) : null),
    [file],
  )
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview)
    },
    [preview],
  )

  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    setDragging(false)
    const dropped = event.dataTransfer.files[0]
    if (dropped) onChange(dropped)
  }

  return (
    <Stack gap="1.5">
      <Text fontWeight="medium" fontSize="sm" aria-hidden="true">
        {label}
      </Text>
      <Box
        asChild
        display="block"
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={invalid ? 'border.error' : dragging ? 'brand.solid' : 'border'}
        bg={dragging ? 'brand.subtle' : undefined}
        rounded="lg"
        p="4"
        cursor="pointer"
        data-testid={`${label.toLowerCase()}-dropzone`}
        onDragOver={(event: DragEvent) => {
          event.preventDefault()
          setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <label htmlFor={inputId}>
          <VisuallyHidden>
            <input
              id={inputId}
              type="file"
              accept={accept}
              aria-label={label}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? errorId : undefined}
              onChange={(event) => onChange(event.target.files?.[0] ?? null)}
            />
          </VisuallyHidden>
          <Stack direction="row" gap="4" align="center">
            {preview && (
              <Image
                src={preview}
                alt={`${label} preview`}
                width="64px"
                height="64px"
                objectFit="cover"
                rounded="md"
              />
            )}
            <Stack gap="0">
              <Text fontWeight="medium">
                {file ? file.name : `Drop a file here or click to choose`}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {hint}
              </Text>
            </Stack>
          </Stack>
        </label>
      </Box>
      {error && (
        <Text id={errorId} color="fg.error" fontSize="sm">
          {error}
        </Text>
      )}
    </Stack>
  )
}
