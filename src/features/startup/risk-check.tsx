import { Box, Checkbox, Heading, Stack, Text } from '@chakra-ui/react'
import { useId } from 'react'
import { RISK_SUMMARY } from '@/domain/risk'

/**
 * The risks in plain words and 'I understand the risks', before an investor's first code
 * (docs/product.md#risk-check). The box must be ticked before 'Get OTP' sends anything.
 */
export function RiskCheck({
  ticked,
  error,
  onTick,
}: {
  ticked: boolean
  error: string | null
  onTick: (ticked: boolean) => void
}) {
  const headingId = useId()
  const errorId = useId()
  return (
    <Stack
      as="section"
      aria-labelledby={headingId}
      gap="3"
      p="4"
      rounded="md"
      borderWidth="1px"
      borderColor={error ? 'border.error' : 'border.warning'}
      bg="bg.warning"
    >
      <Heading as="h3" id={headingId} size="sm">
        Before you invest
      </Heading>
      <Box as="ul" ps="5" listStyleType="disc" fontSize="sm">
        {RISK_SUMMARY.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Box>
      <Stack gap="1">
        <Checkbox.Root
          checked={ticked}
          onCheckedChange={(details) => onTick(details.checked === true)}
          invalid={Boolean(error)}
          colorPalette="brand"
          minH="11"
        >
          <Checkbox.HiddenInput aria-describedby={error ? errorId : undefined} />
          <Checkbox.Control />
          <Checkbox.Label>I understand the risks</Checkbox.Label>
        </Checkbox.Root>
        {error && (
          <Text id={errorId} fontSize="sm" color="fg.error">
            {error}
          </Text>
        )}
      </Stack>
    </Stack>
  )
}
