/** Where the API answers: every endpoint's path is under it (the one place it is written). */
export const API_BASE = '/api';
