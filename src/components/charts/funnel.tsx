import { Box, HStack, Stack, Text } from '@chakra-ui/react'

export interface FunnelStep {
  label: string
  value: number
}

/**
 * How many of the people at one step reached the next (page views → codes → investments): bars
 * as wide as each step's share of the first, with the figures written out, so the list reads as
 * text to anyone who cannot see the bars.
 */
export function Funnel({ steps, label }: { steps: readonly FunnelStep[]; label: string }) {
  const first = steps[0]?.value ?? 0
  return (
    <Stack as="ol" aria-label={label} gap="3" listStyleType="none" m="0" p="0">
      {steps.map((step, index) => {
        const previous = index === 0 ? null : steps[index - 1]!
        const share = first > 0 ? Math.min(100, (step.value / first) * 100) : 0
        return (
          <Box as="li" key={step.label}>
            <HStack justify="space-between" gap="3" fontSize="sm" mb="1">
              <Text fontWeight="medium">
                {step.label}: {step.value}
              </Text>
              {previous && previous.value > 0 && (
                <Text color="fg.muted">
                  {`${((step.value / previous.value) * 100).toFixed(1)}% of ${previous.label.toLowerCase()}`}
                </Text>
              )}
            </HStack>
            <Box h="3" rounded="full" bg="bg.muted" overflow="hidden" aria-hidden>
              <Box
                data-part="bar"
                h="full"
                rounded="full"
                bg="blue.solid"
                style={{ width: `${Math.max(share, step.value > 0 ? 2 : 0)}%` }}
              />
            </Box>
          </Box>
        )
      })}
    </Stack>
  )
}
