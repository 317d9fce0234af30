import { describe, expect, it } from 'vitest'
import { answerNotice, listingNotice, updateNotice } from '@/domain/notifications'
import { notificationTarget } from './notification-target'

describe('notificationTarget', () => {
  it('leads an answer or an update to its section of the startup’s page', () => {
    const startup = { id: 'chai credit', name: 'ChaiCredit' }
    expect(notificationTarget(answerNotice(startup, 'Yes').link)).toEqual({
      to: '/dashboard/startup/$id',
      params: { id: 'chai credit' },
      hash: 'startup-questions',
    })
    expect(notificationTarget(updateNotice(startup, 'News').link)).toMatchObject({
      params: { id: 'chai credit' },
      hash: 'startup-updates',
    })
  })
  it('leads a listing decision, and any address the app does not have, to the dashboard', () => {
    expect(notificationTarget(listingNotice('X', { approved: true }).link)).toEqual({
      to: '/dashboard',
    })
    for (const link of ['/elsewhere', '/dashboard/startup/a/b', 'https://example.com/'])
      expect(notificationTarget(link)).toEqual({ to: '/dashboard' })
  })
})
