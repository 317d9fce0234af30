/** A Google account as the demo's "Choose an account" dialog offers it. */
export interface GoogleAccountChoice {
  email: string
  displayName: string
  photoURL: string
}

/** The demo Google account, with a photo of its own (kept in public/). */
export const DEMO_GOOGLE_ACCOUNT: GoogleAccountChoice = {
  email: 'asha.verma.demo@gmail.com',
  displayName: 'Asha Verma',
  photoURL: '/avatars/asha-verma.svg',
}

type Request = (choice: GoogleAccountChoice | null) => void
type Listener = (pending: boolean) => void

/**
 * Connects demo auth's `signInWithGoogle` to the dialog in the UI: the adapter asks,
 * the dialog answers with an account or null (closed by the user).
 */
export function createGoogleChooser() {
  let pending: Request | null = null
  const listeners = new Set<Listener>()
  const emit = () => listeners.forEach((listener) => listener(pending !== null))
  return {
    choose(): Promise<GoogleAccountChoice | null> {
      pending?.(null)
      return new Promise((resolve) => {
        pending = resolve
        emit()
      })
    },
    answer(choice: GoogleAccountChoice | null) {
      const resolve = pending
      pending = null
      emit()
      resolve?.(choice)
    },
    isOpen: () => pending !== null,
    subscribe(listener: Listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}
export type GoogleChooser = ReturnType<typeof createGoogleChooser>
