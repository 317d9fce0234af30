import { Button, Field, HStack, Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react'
import { Bell, SlidersHorizontal } from 'lucide-react'
import { useId, useState } from 'react'
import { EXPLORE_SORTS, type ExploreSearch, type ExploreSort } from '@/domain/explore'
import type { Domain } from '@/domain/startup'
import { DomainSelect } from '@/components/ui/domain-select'
import { FoldToggle } from '@/components/ui/fold-toggle'

/** The view without its search and domain filter (the sort and 'Following' stay). */
export const withoutFilters = (search: ExploreSearch): ExploreSearch => ({
  ...search,
  q: undefined,
  domain: undefined,
})

const SORT_LABELS: Record<ExploreSort, string> = {
  'most-funded': 'Most funded',
  newest: 'Newest',
  'closest-to-goal': 'Closest to goal',
  name: 'Name (A–Z)',
  'closing-soon': 'Closing soon',
}

/**
 * Search, domain filter and sort of the explore list. On phones they fold behind one 'Filters'
 * control (saying how many are set), so the first card shows on the first screen.
 */
export function ExploreControls({
  search,
  onChange,
  startOpen = false,
  closingDates = false,
  canFollow = false,
}: {
  search: ExploreSearch
  onChange: (next: ExploreSearch) => void
  startOpen?: boolean
  /** Whether the server keeps closing dates (optional extension): 'Closing soon' shows then. */
  closingDates?: boolean
  /** Whether the server keeps whom an investor follows (optional extension): 'Following' shows. */
  canFollow?: boolean
}) {
  const sorts = EXPLORE_SORTS.filter(
    (sort) => sort !== 'closing-soon' || closingDates || search.sort === sort,
  )
  const [open, setOpen] = useState(startOpen)
  const panelId = useId()
  const active = [search.q, search.domain, search.sort && search.sort !== 'most-funded'].filter(
    Boolean,
  ).length
  return (
    <Stack gap="3">
      <HStack gap="2" flexWrap="wrap">
        <FoldToggle open={open} controls={panelId} onToggle={() => setOpen((value) => !value)}>
          <SlidersHorizontal aria-hidden="true" />
          {active ? `Filters (${active})` : 'Filters'}
        </FoldToggle>
        {(canFollow || search.following) && (
          <Button
            size="sm"
            minH="11"
            colorPalette="brand"
            variant={search.following ? 'solid' : 'outline'}
            aria-pressed={Boolean(search.following)}
            onClick={() => onChange({ ...search, following: search.following ? undefined : true })}
          >
            <Bell aria-hidden="true" /> Following
          </Button>
        )}
        {active > 0 && (
          <Button
            size="sm"
            minH="11"
            variant="ghost"
            onClick={() => onChange({ ...withoutFilters(search), sort: undefined })}
          >
            Reset filters
          </Button>
        )}
      </HStack>
      <SimpleGrid
        id={panelId}
        columns={{ base: 1, md: 3 }}
        gap="3"
        display={{ base: open ? 'grid' : 'none', md: 'grid' }}
      >
        <Field.Root>
          <Field.Label>Search startups</Field.Label>
          <Input
            type="search"
            placeholder="Name or slogan"
            value={search.q ?? ''}
            onChange={(event) => onChange({ ...search, q: event.target.value || undefined })}
          />
        </Field.Root>
        <Field.Root>
          <Field.Label>Domain</Field.Label>
          <DomainSelect
            emptyLabel="All domains"
            value={search.domain ?? ''}
            onChange={(event) =>
              onChange({
                ...search,
                domain: (event.target.value || undefined) as Domain | undefined,
              })
            }
          />
        </Field.Root>
        <Field.Root>
          <Field.Label>Sort by</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={search.sort ?? 'most-funded'}
              onChange={(event) => onChange({ ...search, sort: event.target.value as ExploreSort })}
            >
              {sorts.map((sort) => (
                <option key={sort} value={sort}>
                  {SORT_LABELS[sort]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </SimpleGrid>
    </Stack>
  )
}
