import { DEMO_OPERATOR } from '@/domain/operating'
import type { Database } from './database'

/**
 * Makes the demo's operator account an operator in `db` when it is not yet (a seed, or a demo
 * kept from before operators existed).
 */
export async function ensureDemoOperator(db: Database, at: string): Promise<void> {
  const found = db.users.findFirst((q) => q.where({ useruid: DEMO_OPERATOR.uid }))
  if (found?.operatorSince) return
  if (found)
    await db.users.update((q) => q.where({ useruid: DEMO_OPERATOR.uid }), {
      data(user) {
        user.operatorSince = at
      },
    })
  else
    await db.users.create({
      useruid: DEMO_OPERATOR.uid,
      email: DEMO_OPERATOR.email,
      name: DEMO_OPERATOR.name,
      role: 'investor',
      photoUrl: '',
      createdAt: at,
      operatorSince: at,
    })
}
