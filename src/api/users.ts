import { getUserResponseSchema, type AddUserInput } from '@/domain/user'
import type { HttpRequest } from './http'

export function usersApi(request: HttpRequest) {
  return {
    /** GET users/getuser/{uid}: whether the product has a record of this user, and its role. */
    get: (uid: string) =>
      request(`users/getuser/${encodeURIComponent(uid)}`, {
        withCredentials: true,
        schema: getUserResponseSchema,
      }),
    /** POST users/adduser: creates the user's record with the chosen role. */
    add: (input: AddUserInput) =>
      request('users/adduser', { method: 'POST', json: input, withCredentials: true }),
  }
}
