/**
 * The employees of a company (sandbox extension, README "Employees"): the users whose company it is.
 * The first user of a company owns it (migration 7 keeps `companies.owner_user_id`); the owner
 * invites people by phone number and removes them. A removed employee leaves the company and is
 * signed out everywhere, as at a logout of all devices, and their client tokens are revoked.
 */
import type { Employee } from '../contract';
import type { Db, Queryable } from '../db/db';
import { ApiError } from '../http/errors';
import { revokeFamilies } from './token-families';

/** Choco user ids of people the sandbox creates on an invitation: below the bulk users' 900 001. */
const INVITED_USER_BASE = 800_000;

interface EmployeeRow {
  id: number;
  first_name: string;
  last_name: string;
  phone_number: string;
  is_owner: boolean;
  added_at: Date;
}

const SELECT_EMPLOYEES = `SELECT u.id, u.first_name, u.last_name, u.phone_number,
    (u.id = c.owner_user_id) AS is_owner,
    CASE WHEN u.id = c.owner_user_id THEN LEAST(c.created_at, COALESCE(u.company_joined_at, c.created_at))
      ELSE COALESCE(u.company_joined_at, c.created_at) END AS added_at
  FROM users u JOIN companies c ON c.id = u.company_id`;

function view(row: EmployeeRow, me: number): Employee {
  return {
    id: row.id,
    name: `${row.first_name} ${row.last_name}`.trim(),
    phone_number: row.phone_number,
    role: row.is_owner ? 'owner' : 'employee',
    added_at: new Date(row.added_at).toISOString(),
    is_me: row.id === me,
  };
}

/** The owner first, then the others in the order they joined. */
export async function listEmployees(db: Queryable, companyId: number, me: number): Promise<Employee[]> {
  const rows = await db.query<EmployeeRow>(
    `${SELECT_EMPLOYEES} WHERE u.company_id = $1 ORDER BY is_owner DESC, added_at, u.id LIMIT 500`,
    [companyId],
  );
  return rows.map((row) => view(row, me));
}

async function requireOwner(db: Queryable, companyId: number, me: number): Promise<{ name: string }> {
  const company = (
    await db.query<{ owner_user_id: number | null; name: string }>(
      'SELECT owner_user_id, name FROM companies WHERE id = $1 FOR UPDATE',
      [companyId],
    )
  )[0];
  if (!company) throw new ApiError(404, 'COMPANY_NOT_FOUND');
  if (company.owner_user_id !== me) throw new ApiError(403, 'EMPLOYEES_OWNER_ONLY');
  return company;
}

/** "Иван Петров" → first and last name; nothing → a placeholder the provider would replace. */
function splitName(name: string): { first: string; last: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { first: 'Сотрудник', last: '' };
  return { first: words[0] as string, last: words.slice(1).join(' ') };
}

/**
 * Adds the person with this phone to the company: an existing user without a company joins it; a
 * number the provider does not know gets a provider account (listed on the sign-in page), as a person
 * who registers with that number would.
 */
export async function inviteEmployee(
  db: Db,
  companyId: number,
  me: number,
  input: { phone_number: string; name?: string | undefined },
): Promise<Employee> {
  return db.transaction(async (tx) => {
    const company = await requireOwner(tx, companyId, me);
    const existing = (
      await tx.query<{ id: number; company_id: number | null }>(
        'SELECT id, company_id FROM users WHERE phone_number = $1 ORDER BY id LIMIT 1 FOR UPDATE',
        [input.phone_number],
      )
    )[0];
    let userId: number;
    if (existing) {
      if (existing.company_id === companyId) throw new ApiError(409, 'EMPLOYEE_ALREADY_ADDED');
      if (existing.company_id !== null) throw new ApiError(409, 'EMPLOYEE_IN_ANOTHER_COMPANY');
      await tx.query('UPDATE users SET company_id = $1 WHERE id = $2', [companyId, existing.id]);
      userId = existing.id;
    } else {
      const { first, last } = splitName(input.name ?? '');
      const choco = (
        await tx.query<{ n: number }>(
          `SELECT GREATEST(COALESCE(max(choco_user_id), 0), $1::int) + 1 AS n FROM users
           WHERE choco_user_id > $1::int AND choco_user_id < $1::int + 100000`,
          [INVITED_USER_BASE],
        )
      )[0]?.n as number;
      const created = (
        await tx.query<{ id: number }>(
          `INSERT INTO users (choco_user_id, first_name, last_name, email, phone_number, company_id, demo_title_ru, demo_title_kk)
           VALUES ($1, $2, $3, NULL, $4, $5, $6, $7) RETURNING id`,
          [
            choco,
            first,
            last,
            input.phone_number,
            companyId,
            `Сотрудник компании «${company.name}»`,
            `«${company.name}» компаниясының қызметкері`,
          ],
        )
      )[0] as { id: number };
      userId = created.id;
    }
    const row = (await tx.query<EmployeeRow>(`${SELECT_EMPLOYEES} WHERE u.id = $1`, [userId]))[0];
    return view(row as EmployeeRow, me);
  });
}

/** Removes an employee (never the owner): they leave the company and every session and token of theirs dies. */
export async function removeEmployee(db: Db, companyId: number, me: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await requireOwner(tx, companyId, me);
    const target = (
      await tx.query<{ id: number }>('SELECT id FROM users WHERE id = $1 AND company_id = $2 FOR UPDATE', [
        id,
        companyId,
      ])
    )[0];
    if (!target) throw new ApiError(404, 'EMPLOYEE_NOT_FOUND');
    // The caller is the owner (requireOwner): removing themselves would leave the company without one.
    if (target.id === me) throw new ApiError(403, 'OWNER_CANNOT_BE_REMOVED');
    const families = await tx.query<{ family_id: string }>(
      'SELECT DISTINCT family_id FROM oauth_tokens WHERE user_id = $1 AND revoked = FALSE',
      [id],
    );
    await revokeFamilies(
      tx,
      families.map((f) => f.family_id),
    );
    // A new epoch ends every platform JWT issued so far (also those minted in test mode).
    await tx.query('UPDATE users SET company_id = NULL, token_epoch = token_epoch + 1 WHERE id = $1', [id]);
    await tx.query(
      'UPDATE client_tokens SET revoked_at = now() WHERE user_id = $1 AND company_id = $2 AND revoked_at IS NULL',
      [id, companyId],
    );
  });
}
