// A USER registered and completed through the API, with an e-mail address of its own, for tests about sign-in.
import { linkFromMail, TestClient, uniqueUsername } from '../../../../../test/support/api-client.ts';

export function registration(username: string, email: string, password = 'First#123') {
  return {
    username,
    firstName: 'Lee',
    lastName: 'Anders',
    company: '',
    address: '1 Oak St',
    city: 'Lakewood',
    state: 'MN',
    zip: '56401',
    email,
    phone: '(218) 555-0000',
    password,
    passwordConfirm: password,
  };
}

export async function registeredUser(county = 'lakewood', password = 'First#123') {
  const client = new TestClient(county);
  const username = uniqueUsername('usr');
  const email = `${username}@mail.example`;
  const signUp = await client.post('auth/signUp', registration(username, email, password));
  if (signUp.status !== 200) throw new Error(`signUp: ${signUp.status} ${signUp.body.message}`);
  const ticket = (await linkFromMail(email, '/CompleteRegistration/')).split('/CompleteRegistration/')[1];
  await client.post('auth/completeRegistration', { ticket });
  return { username, email, password };
}
