import { Field } from '@chakra-ui/react'
import type { Decorator } from '@storybook/react-vite'

/** A decorator: the story's control in a field labelled `label`, as a form holds it. */
export function inField(label: string, maxW = 'xs'): Decorator {
  return function InField(Story) {
    return (
      <Field.Root maxW={maxW}>
        <Field.Label>{label}</Field.Label>
        {Story()}
      </Field.Root>
    )
  }
}
