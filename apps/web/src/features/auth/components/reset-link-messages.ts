export const RESET_LINK_USED_MESSAGE = 'Link já utilizado, peça um novo link para alterar a senha!';
export const RESET_LINK_EXPIRED_MESSAGE =
  'Tempo do link expirado, peça um novo link para alterar a senha!';
