// The benchmarks' way in: a platform token of the sandbox's company user (test mode only).

/** A fresh platform token of the sandbox's user 10001, for a signed-in page under measurement. */
export async function platformToken(sandbox) {
  const response = await fetch(`${sandbox}/__sandbox/tokens`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ choco_user_id: 10001 }),
  });
  if (!response.ok) throw new Error(`a sandbox token: ${response.status} (is the sandbox in test mode?)`);
  return (await response.json()).tokens.access;
}
