import { delay, http, HttpResponse, type JsonBodyType } from 'msw'

type Method = 'get' | 'post'

/** A handler that never answers: the component's loading state. */
export const loading = (path: string, method: Method = 'get') =>
  http[method](`*/api/${path}`, async () => {
    await delay('infinite')
    return HttpResponse.json({})
  })

/** A handler that fails like a broken server: the component's error state. */
export const failing = (path: string, method: Method = 'get') =>
  http[method](`*/api/${path}`, () =>
    HttpResponse.json(
      { error: { code: 'server', message: 'Something went wrong on the server.' } },
      { status: 500 },
    ),
  )

/** A handler that answers with the given JSON. */
export const answering = (path: string, body: JsonBodyType, method: Method = 'get') =>
  http[method](`*/api/${path}`, () => HttpResponse.json(body))
