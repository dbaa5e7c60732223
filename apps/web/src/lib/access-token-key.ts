/** Where the session's bearer token lives (a drones-prefixed key in local storage). */
export const ACCESS_TOKEN_STORAGE_KEY = '@drones:accessToken';
