import { expect, userEvent, within } from 'storybook/test'

/**
 * Steps through a chart from the keyboard, as a person who cannot use a pointer does: Tab focuses
 * the chart named `name` (its tooltip then tells the latest point), and each key that follows
 * must make the tooltip say its text. Answers the chart.
 */
export async function stepThroughChart(
  canvasElement: HTMLElement,
  name: string | RegExp,
  steps: [key: 'Tab' | `{${string}}`, says: string][],
) {
  const canvas = within(canvasElement)
  const chart = await canvas.findByRole('img', { name })
  for (const [key, says] of steps) {
    if (key === 'Tab') {
      await userEvent.tab()
      await expect(chart).toHaveFocus()
    } else await userEvent.keyboard(key)
    await expect(await canvas.findByText(says)).toBeVisible()
  }
  return chart
}
