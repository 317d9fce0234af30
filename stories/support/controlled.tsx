import { useState, type ComponentType } from 'react'

/**
 * A story's render for a controlled component: the story keeps the value in state, as the screen
 * that uses the component does, and still hands every change to the story's action, so the
 * Actions panel and a play function see it.
 */
export function controlled<Props extends object, Value extends keyof Props>(
  Component: ComponentType<Props>,
  value: Value,
  onChange: keyof Props,
) {
  return function Controlled(args: Props) {
    const [current, setCurrent] = useState(args[value])
    const report = args[onChange] as (next: Props[Value]) => void
    const change = (next: Props[Value]) => {
      setCurrent(next)
      report(next)
    }
    const props = { ...args, [value]: current, [onChange]: change }
    return <Component {...props} />
  }
}
