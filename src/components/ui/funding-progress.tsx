import { Progress, Stack, Text } from '@chakra-ui/react'
import { fundedOutOfText, fundingProgress } from '@/domain/format'

/** The funding bar (received / required × 100, capped at 100) and 'Rs … Funded out of Rs …'. */
export function FundingProgress({ received, required }: { received: number; required: number }) {
  const percent = fundingProgress(received, required)
  return (
    <Stack gap="2">
      <Progress.Root
        value={Math.round(percent * 100) / 100}
        min={0}
        max={100}
        colorPalette="brand"
        size="lg"
      >
        <Progress.Track rounded="full" aria-label="Funding progress">
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text fontWeight="medium">{fundedOutOfText(received, required)}</Text>
    </Stack>
  )
}
