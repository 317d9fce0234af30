import type { Control, FieldPath, FieldValues } from 'react-hook-form'
import { FileDropField } from '@/components/ui/file-drop'
import { REPORT_EXTENSIONS } from '@/domain/startup'

const LOGO_HINT = 'Any image, up to 2 MB.'
const REPORT_HINT = '.pdf, .doc, .docx or .txt, up to 10 MB.'

/**
 * A startup's logo and report, as the publicise form asks for them, or as replacements on the
 * edit form (`replacing`), where a field left empty keeps the startup's current file.
 */
export function StartupFileFields<
  T extends FieldValues & { logo: unknown; report: unknown },
  C,
  V extends FieldValues,
>({ control, replacing = false }: { control: Control<T, C, V>; replacing?: boolean }) {
  return (
    <>
      <FileDropField
        control={control}
        name={'logo' as FieldPath<T>}
        label={replacing ? 'New logo' : 'Logo'}
        accept="image/*"
        hint={
          replacing
            ? `Optional: keeps the current logo unless you choose one. ${LOGO_HINT}`
            : LOGO_HINT
        }
      />
      <FileDropField
        control={control}
        name={'report' as FieldPath<T>}
        label={replacing ? 'New report' : 'Report'}
        accept={REPORT_EXTENSIONS.join(',')}
        hint={replacing ? `Optional: ${REPORT_HINT}` : REPORT_HINT}
      />
    </>
  )
}
