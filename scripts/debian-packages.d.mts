export interface DebianNeed {
  packages: string[]
  why: string
  installed(): boolean
  ensure(): boolean
}
export function debianNeed(packages: string[], why: string, installed: () => boolean): DebianNeed
export function aptInstall(packages: string[], why: string, installed: () => boolean): boolean
export function aptInstallAll(
  needs: DebianNeed[],
  run: (command: string) => Promise<boolean>,
): Promise<boolean>
export const ipNeed: DebianNeed
export const nginxNeed: DebianNeed
