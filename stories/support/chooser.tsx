import { useEffect, type ComponentType } from 'react'
import { expect, waitFor, within } from 'storybook/test'
import { useServices } from '@/lib/services'

/**
 * A story's render: `Chooser` with the demo's account chooser opened, as the app opens it when
 * Google sign-in starts.
 */
export function openedChooser(Chooser: ComponentType) {
  return function OpenChooser() {
    const { chooser } = useServices()
    useEffect(() => {
      void chooser.choose()
    }, [chooser])
    return <Chooser />
  }
}

/** The play: the chooser's dialog is on screen. */
export async function chooserShows() {
  const dialog = await within(document.body).findByRole('dialog', { name: 'Choose an account' })
  await waitFor(() => expect(dialog).toBeVisible())
}
