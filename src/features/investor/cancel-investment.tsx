import { Button, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { errorMessage } from '@/api/api-error'
import { useCancelInvestment } from '@/api/payments'
import { ConfirmDialog } from '@/components/ui/modal-dialog'
import { toast } from '@/components/ui/toaster-host'
import { refundText } from '@/domain/cancellation'
import { formatIndianNumber } from '@/domain/format'

/**
 * 'Cancel investment' within the cooling-off window, after a confirmation that names the amount
 * and the startup (docs/product.md#cooling-off).
 */
export function CancelInvestment({
  uid,
  paymentId,
  amount,
  startupName,
  startupId,
}: {
  uid: string
  paymentId: string
  amount: number
  startupName: string
  startupId?: string | undefined
}) {
  const [open, setOpen] = useState(false)
  const cancel = useCancelInvestment()
  const money = `₹${formatIndianNumber(amount)}`
  const confirm = async () => {
    try {
      await cancel.mutateAsync({ useruid: uid, paymentid: paymentId, startupId })
      setOpen(false)
      toast.success({
        title: `Investment in ${startupName} cancelled`,
        description: refundText(money),
      })
    } catch (error) {
      toast.error({
        title: 'The investment could not be cancelled',
        description: errorMessage(error, 'Try again.'),
      })
    }
  }
  return (
    <ConfirmDialog
      title="Cancel this investment?"
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      keepLabel="Keep it"
      confirmLabel="Cancel investment"
      busy={cancel.isPending}
      onConfirm={() => void confirm()}
      trigger={
        <Button size="xs" variant="outline" colorPalette="red" minH={{ base: '11', md: '8' }}>
          Cancel investment
        </Button>
      }
    >
      <Text>
        Cancel your investment of {money} in {startupName}? {startupName}'s total goes down by{' '}
        {money}. {refundText(money)} This cannot be undone.
      </Text>
    </ConfirmDialog>
  )
}
