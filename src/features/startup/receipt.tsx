import { Alert, Link as ChakraLink, CloseButton, Stack, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { formatIndianNumber } from '@/domain/format'
import { paymentAnchor } from '@/components/ui/amount-row'

export interface ReceiptData {
  startupName: string
  amount: number
  time: string
  reference: string
  /** Whether the reference is the server's payment id (and so has a row in Funded). */
  linked?: boolean
}

/** Shown after a payment: what was paid, to whom, when, and its reference. */
export function Receipt({ receipt, onClose }: { receipt: ReceiptData; onClose: () => void }) {
  return (
    <Alert.Root status="success" role="status" aria-label="Payment receipt">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          You invested ₹{formatIndianNumber(receipt.amount)} in {receipt.startupName}
        </Alert.Title>
        <Alert.Description>
          <Stack gap="0" fontSize="sm">
            <Text>Time: {new Date(receipt.time).toLocaleString('en-IN')}</Text>
            <Text>
              Reference:{' '}
              {receipt.linked ? (
                <ChakraLink asChild fontWeight="medium" textDecoration="underline">
                  <Link to="/dashboard/funded" hash={paymentAnchor(receipt.reference)}>
                    {receipt.reference}
                  </Link>
                </ChakraLink>
              ) : (
                receipt.reference
              )}
            </Text>
          </Stack>
        </Alert.Description>
      </Alert.Content>
      <CloseButton size="sm" aria-label="Dismiss receipt" onClick={onClose} />
    </Alert.Root>
  )
}
