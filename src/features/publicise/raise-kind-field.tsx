import { RadioCard, SimpleGrid } from '@chakra-ui/react'
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form'
import { RAISE_KIND_TEXT, RAISE_KINDS, type RaiseKind } from '@/domain/raise'

/**
 * 'How the raise ends': all or nothing (the default) or keep what you raise, each with what it
 * means for investors (docs/product.md#the-close). Two radio cards, side by side from tablets up.
 */
export function RaiseKindField<Values extends FieldValues>({
  control,
  name,
}: {
  control: Control<Values>
  name: Path<Values>
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <RadioCard.Root
          name={field.name}
          value={(field.value as RaiseKind | undefined) ?? 'all_or_nothing'}
          onValueChange={(details) => field.onChange(details.value)}
          colorPalette="brand"
          size="sm"
        >
          <RadioCard.Label fontWeight="medium" fontSize="sm">
            How the raise ends
          </RadioCard.Label>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            {RAISE_KINDS.map((kind) => (
              <RadioCard.Item key={kind} value={kind}>
                <RadioCard.ItemHiddenInput onBlur={field.onBlur} />
                <RadioCard.ItemControl>
                  <RadioCard.ItemContent>
                    <RadioCard.ItemText>{RAISE_KIND_TEXT[kind].label}</RadioCard.ItemText>
                    <RadioCard.ItemDescription>
                      {RAISE_KIND_TEXT[kind].means}
                    </RadioCard.ItemDescription>
                  </RadioCard.ItemContent>
                  <RadioCard.ItemIndicator />
                </RadioCard.ItemControl>
              </RadioCard.Item>
            ))}
          </SimpleGrid>
        </RadioCard.Root>
      )}
    />
  )
}
