/** The hint under every new-password field: the api's rules (api/accounts/passwords.ts) in words. */
export const PASSWORD_HINT =
  'Minstens 8 tekens en niet alleen cijfers. Je wachtwoord mag niet te veel lijken op je naam of e-mailadres.';
