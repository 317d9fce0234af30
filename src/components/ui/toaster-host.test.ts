import { describe, expect, it, vi } from 'vitest'
import { toast } from './toaster-host'

const calls: string[] = []
vi.mock('./toaster', () => ({
  toaster: {
    create: (options: { id?: string }) => calls.push(`create ${options.id}`),
    dismiss: (id?: string) => calls.push(`dismiss ${id}`),
    success: (options: { title: string }) => calls.push(`success ${options.title}`),
  },
}))

describe('toast', () => {
  it('keeps the order of its calls while the toaster loads', async () => {
    toast.dismiss('code-1')
    toast.create({ id: 'code-2' })
    toast.success({ title: 'Logged in' })
    expect(calls).toEqual([])
    await vi.waitFor(() => expect(calls).toHaveLength(3))
    expect(calls).toEqual(['dismiss code-1', 'create code-2', 'success Logged in'])
  })
})
