import { Alert, Button, Dialog, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { Flag } from 'lucide-react'
import { useId, useState } from 'react'
import { errorMessage } from '@/api/api-error'
import { useReport } from '@/api/operating'
import { userQuery } from '@/api/users'
import { NeedsConnection } from '@/components/connection/needs-connection'
import { TextareaField } from '@/components/ui/form-field'
import { ModalDialog } from '@/components/ui/modal-dialog'
import { toast } from '@/components/ui/toaster-host'
import {
  REPORT_NOTE_MAX,
  REPORT_REASON_TEXT,
  REPORT_REASONS,
  reportedKey,
  type Reportable,
  type ReportReason,
} from '@/domain/operating'
import { useApi } from '@/lib/services'

/**
 * 'Report' on a startup or a question (docs/product.md#operators): a reason and optional words
 * for Seedling's operators; once sent it reads 'Reported' until an operator decides. Shown only
 * on a server whose records say what their owner reported (the operators' extension).
 */
export function ReportButton({
  uid,
  kind,
  id,
  label,
  what,
}: {
  uid: string
  kind: Reportable
  id: string
  /** What is reported, for the dialog's title: the startup's name, or 'this question'. */
  label: string
  /** Names it on the button where two stand together ('answer': 'Report answer'). */
  what?: string
}) {
  const api = useApi()
  const record = useQuery(userQuery(api, uid))
  const report = useReport(uid)
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState<ReportReason | null>(null)
  const [note, setNote] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const group = useId()
  const reported = record.data?.reported
  if (!reported) return null
  if (reported.includes(reportedKey(kind, id)))
    return (
      <Button variant="ghost" size="sm" minH="11" disabled>
        <Flag aria-hidden="true" /> {what ? `${capitalised(what)} reported` : 'Reported'}
      </Button>
    )
  const send = async () => {
    if (!reason) return setProblem('Choose a reason')
    if (note.trim().length > REPORT_NOTE_MAX)
      return setProblem(`Keep the note under ${REPORT_NOTE_MAX} characters`)
    setProblem(null)
    try {
      await report.mutateAsync({ kind, id, reason, note })
      setOpen(false)
      toast.success({ title: 'Reported', description: "Seedling's operators will look at it." })
    } catch (error) {
      setProblem(errorMessage(error))
    }
  }
  return (
    <ModalDialog
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      closeOnInteractOutside={false}
      title={`Report ${label}`}
      description="Tell Seedling's operators what is wrong. The founder is not told who reported it."
      trigger={
        <Button variant="ghost" size="sm" minH="11">
          <Flag aria-hidden="true" /> {what ? `Report ${what}` : 'Report'}
        </Button>
      }
    >
      <Dialog.Body>
        <Stack gap="4">
          <NeedsConnection action="Reporting" />
          {problem && (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>{problem}</Alert.Title>
            </Alert.Root>
          )}
          <Stack as="fieldset" gap="1" role="radiogroup" aria-labelledby={group}>
            <Text as="legend" id={group} fontWeight="medium" mb="1">
              Reason
            </Text>
            {REPORT_REASONS.map((value) => (
              <label
                key={value}
                style={{ display: 'flex', alignItems: 'center', gap: '0.75rem', minHeight: '44px' }}
              >
                <input
                  type="radio"
                  name={`${group}-reason`}
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                  style={{ width: '1.25rem', height: '1.25rem' }}
                />
                {REPORT_REASON_TEXT[value]}
              </label>
            ))}
          </Stack>
          <TextareaField
            label="What is wrong (optional)"
            rows={3}
            maxLength={REPORT_NOTE_MAX}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button
          colorPalette="brand"
          minH="11"
          loading={report.isPending}
          onClick={() => void send()}
        >
          Send report
        </Button>
      </Dialog.Footer>
    </ModalDialog>
  )
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
