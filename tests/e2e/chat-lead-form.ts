import type { Page } from '@playwright/test'
import { expect } from './fixtures'

/**
 * Opens Michael's chat on / and tells him about the business until he asks for name, email and
 * company and the lead form takes the message area's place; resolves with the chat dialog.
 * With reduced motion, so replies appear at once rather than typed out (chat.spec.ts covers
 * the typing): five typed replies take most of a test's 30 s.
 */
export async function openChatLeadForm(page: Page) {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/')
  await page.getByRole('banner').getByRole('button', { name: 'Talk to an AI Agent' }).click()
  const dialog = page.getByRole('dialog', { name: /^Chat with/ })
  const input = dialog.getByRole('textbox', { name: /^Message/ })
  const nameField = dialog.getByRole('textbox', { name: 'Name' })
  const story = [
    'Tell me about the AI Receptionist',
    'We run a dental clinic',
    'We miss calls at lunchtime',
    'About 200 calls a week',
    'I would like to talk to your team',
  ]
  for (const text of story) {
    if (await nameField.count()) break
    await input.fill(text)
    await input.press('Enter')
    await expect(input.or(nameField)).toBeEnabled({ timeout: 20_000 })
    await expect(input.or(nameField)).toHaveValue('')
  }
  await expect(nameField).toBeVisible()
  return dialog
}
