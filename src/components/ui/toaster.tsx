import {
  Toaster as ChakraToaster,
  createToaster,
  Portal,
  Spinner,
  Stack,
  Toast,
} from '@chakra-ui/react'

import { toasterLoaded } from './toaster-state'

/**
 * The app's one toaster: notices, errors and the demo inbox. Toasts rise from the bottom, just
 * above the floating layer, so they never cover the header or the floating notices.
 */
export const toaster = createToaster({
  placement: 'bottom-end',
  pauseOnPageIdle: true,
  max: 4,
  offsets: {
    top: '1rem',
    left: '1rem',
    right: '1rem',
    bottom: 'calc(var(--floating-height, 0px) + 0.5rem)',
  },
})
toasterLoaded()

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            {toast.type === 'loading' ? <Spinner size="sm" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {/* Full strength: the theme's dimmed description fell under 4.5:1 on a success toast. */}
              {toast.description && (
                <Toast.Description opacity="1">{toast.description}</Toast.Description>
              )}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            {toast.closable && <Toast.CloseTrigger aria-label="Dismiss" />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  )
}
