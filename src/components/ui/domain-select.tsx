import { NativeSelect } from '@chakra-ui/react'
import { forwardRef, type ComponentProps } from 'react'
import { DOMAINS } from '@/domain/domains'

/**
 * The nine domains as a native select (good on phones), with a first option for "none chosen":
 * 'All domains' in a filter, 'Choose a domain' in a form.
 */
export const DomainSelect = forwardRef<
  HTMLSelectElement,
  ComponentProps<typeof NativeSelect.Field> & { emptyLabel: string }
>(function DomainSelect({ emptyLabel, ...props }, ref) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field ref={ref} {...props}>
        <option value="">{emptyLabel}</option>
        {DOMAINS.map((domain) => (
          <option key={domain} value={domain}>
            {domain}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  )
})
