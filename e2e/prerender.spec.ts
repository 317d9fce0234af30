import { expect, test } from '@playwright/test'

test('public pages arrive as HTML with their content; other routes get the empty shell', async ({
  request,
}) => {
  const page = async (path: string) =>
    (await request.get(path, { headers: { Accept: 'text/html' } })).text()
  expect(await page('/')).toContain('Give money, get money, earn money.')
  expect(await page('/login')).toContain('Welcome back')
  expect(await page('/signup')).toContain('Create your account')
  expect(await page('/he')).toContain('Help: investing on Seedling')
  const shell = await page('/dashboard/funded')
  expect(shell).toContain('<div id="root"></div>')
  expect(shell).not.toContain('Give money')
})

test('what is typed right after the page appears is kept when the app takes over', async ({
  page,
}) => {
  await page.goto('/login')
  const email = page.getByRole('form', { name: 'Log in' }).getByLabel('Email', { exact: true })
  await email.fill('early.bird@example.com')
  await expect(page.locator('#root')).not.toHaveAttribute('inert')
  await expect(email).toHaveValue('early.bird@example.com')
  await expect(email).toBeFocused()
})
