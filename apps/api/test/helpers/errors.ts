/** The API's error answer, as its error handler sends it. */
export function apiError(statusCode: number, code: string, message: string) {
  return { message, statusCode, code };
}

/** The error answer when one field is refused: the field's message is the answer's too. */
export function fieldError(statusCode: number, code: string, path: string, message: string) {
  return { ...apiError(statusCode, code, message), errors: [{ path, message }] };
}

/** The answer to a password every path that sets one refuses as too easy to guess. */
export const WEAK_PASSWORD_ERROR = fieldError(400, 'bad_request', 'password', 'Senha muito fraca');

/** The answer to input that fails validation, with the fields refused when the check names them. */
export function invalidInput(errors?: unknown) {
  const answer = apiError(400, 'bad_request', 'Dados inválidos.');
  return errors === undefined ? answer : { ...answer, errors };
}
