import { Text } from '@chakra-ui/react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { FloatingCard, FloatingLayer } from '@/features/pwa/floating-card'

/** The cards that float at the bottom of the screen (update, install, demo), in their layer. */
const meta = {
  title: 'PWA/FloatingCard',
  component: FloatingCard,
  subcomponents: { FloatingLayer },
  args: { label: 'A notice', children: <Text>Something the person should know.</Text> },
  argTypes: { label: { control: 'text' }, children: { control: false } },
  decorators: [(Story) => <FloatingLayer>{Story()}</FloatingLayer>],
} satisfies Meta<typeof FloatingCard>
export default meta
type Story = StoryObj<typeof meta>

export const Card: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(
      within(canvasElement.ownerDocument.body).getByRole('complementary', { name: args.label }),
    ).toBeVisible()
  },
}
