import { PRESENSI_MESSAGES as M } from '../../contract/messages.ts'
import { readRow, recordRowChange } from '../audit-trail.ts'
import { endEmployeeSessionsOf } from '../auth/employee-session.ts'
import { withHashingSlot } from '../auth/hashing-slots.ts'
import { hashPassword, verifyPassword } from '../auth/password.ts'
import type { HandlerMap } from '../context.ts'
import { badRequest, conflict } from '../errors.ts'
import { employeeAuthor } from './author.ts'

/**
 * PUT presensi/sandi (issue 17): the employee's own app password, with the admin form's rules
 * (required, 6 to 200 characters: contract/fields.ts newPassword). A phased call
 * (auth/phased-calls.ts): the old password is verified and the new one hashed off the request
 * queue; the write then checks that nobody changed the password meanwhile. The employee's other
 * sessions end; this one stays signed in.
 */
export const sandiHandlers = {
  async presensiSandi({ employee, clock, body, phases }) {
    const stored = await phases.transaction((tx) =>
      tx.selectFrom('pegawai').select('pass_hash').where('idp', '=', employee.idp).executeTakeFirstOrThrow(),
    )
    const newHash = await phases.offQueue(() =>
      withHashingSlot(async () =>
        (await verifyPassword(body.lama, stored.pass_hash)) ? hashPassword(body.baru) : null,
      ),
    )
    if (!newHash) throw badRequest(M.wrongOldPassword)
    return phases.transaction(async (tx) => {
      const before = await readRow(tx, 'pegawai', employee.idp)
      if (before?.pass_hash !== stored.pass_hash) throw conflict(M.wrongOldPassword)
      await tx.updateTable('pegawai').set({ pass_hash: newHash }).where('idp', '=', employee.idp).execute()
      await endEmployeeSessionsOf(tx, employee.idp, employee.token)
      await recordRowChange(tx, employeeAuthor(employee, clock), 'pegawai', employee.idp, before)
      return { status: 'sukses' as const, pesan: M.passwordChanged }
    })
  },
} satisfies HandlerMap
