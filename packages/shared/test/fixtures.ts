// Valid inputs the schema tests start from, changing one field at a time.

/** A pilot's sign-up as `POST /api/users` takes it. */
export const validSignUp = {
  name: 'Maria Silva',
  email: 'maria@exemplo.com.br',
  password: 'segredo1',
  role: 'DRIVER',
  birthDate: '1990-05-17',
  phone: '21987654321',
  cpf: '52998224725',
};

/** The same person in the sign-up form, masked as typed, with the confirmation. */
export const validSignUpForm = {
  name: 'Maria Silva',
  birthDate: '17/05/1990',
  email: 'maria@exemplo.com.br',
  password: 'segredo1',
  confirmPassword: 'segredo1',
  phone: '(21) 98765-4321',
  cpf: '529.982.247-25',
};

/** A request's six required fields. */
export const validRequest = {
  name: 'Enchente no Centro',
  description: 'Mapear ruas alagadas',
  place: 'Petrópolis',
  hour: '14:30',
  necessary_resources: 'Drone com câmera térmica',
  mission_details: 'Sobrevoo de 2 km²',
};
