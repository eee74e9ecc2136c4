import express, { type Request, type Response, type Router } from 'express';
import type Provider from 'oidc-provider';
import { type ZodError } from 'zod';
import {
  loginSchema,
  minLengthOfMessage,
  PASSWORD_MESSAGES,
  type PasswordPolicy,
  signUpSchemaFor,
} from '../../../shared/auth/password-policy';
import { send, text, wrap } from './interaction-http';
import { expiredPasswordSchemaFor, passwordExpired } from './password-expiry';
import { AccountsService, DuplicateEmailError } from './accounts.service';
import { type SessionLimitService } from './session-limit.service';
import { twoFactorSignIn } from './two-factor/two-factor-sign-in';
import { type TwoFactorService } from './two-factor/two-factor.service';
import { requestOrigin } from './request-origin';
import { pickLanguage, translator } from './pages/idp-messages';
import { type LanguageCode } from '../../../shared/i18n/languages';
import { loginPage, passwordExpiredPage, signUpClosedPage, signUpPage } from './pages/login-pages';

type ProviderFor = (request: Request) => Promise<Provider>;
/** Whether the `new-sign-ups` flag lets a visitor in this language create an account. */
export type SignUpsOpen = (request: Request, language: LanguageCode) => Promise<boolean>;
/** The password rules of the system settings in force: the policy and the expiry in days. */
export type CurrentPasswordRules = () => Promise<{
  policy: PasswordPolicy;
  expiryDays: number | null;
}>;

/** The locale key of each spec message the forms can show. */
const MESSAGE_KEYS: Record<string, string> = {
  ...Object.fromEntries(
    Object.entries(PASSWORD_MESSAGES).map(([rule, message]) => [message, `auth.password.${rule}`]),
  ),
  'Email is required': 'auth.email.required',
  'Invalid email address': 'auth.email.invalid',
  'This field is required': 'auth.field.required',
};

type Translate = (key: string, values?: Record<string, number>) => string;

function fieldErrors(error: ZodError, t: Translate): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const name = String(issue.path[0]);
    errors[name] ??= messageText(issue.message, t);
  }
  return errors;
}

/** A spec message in the page's language; a policy's own minimum keeps its figure. */
function messageText(message: string, t: Translate): string {
  const known = MESSAGE_KEYS[message];
  if (known) return t(known);
  const minLength = minLengthOfMessage(message);
  return minLength === undefined
    ? t('auth.field.invalid')
    : t('auth.password.minLengthOf', { min: minLength });
}

/**
 * The provider's own pages under /idp/interaction/:uid: log in, sign up (the system settings'
 * password policy, spec §5's rules by default;
 * refused with a translated notice while the `new-sign-ups` flag is off), lockout, and the
 * two-factor step after the password (two-factor-sign-in.ts). A `connection` the local provider
 * does not know falls back to this login page.
 */
export function interactionRouter(
  providerFor: ProviderFor,
  accounts: AccountsService,
  signUpsOpen: SignUpsOpen,
  passwordRules: CurrentPasswordRules,
  sessions: SessionLimitService,
  twoFactor: TwoFactorService,
  countryHeader: string | undefined,
): Router {
  const router = express.Router();
  router.use(express.urlencoded({ extended: false, limit: '16kb' }));

  const details = async (request: Request, response: Response) => {
    const provider = await providerFor(request);
    const interaction = await provider.interactionDetails(request, response);
    const language = pickLanguage(interaction.params.ui_locales);
    return { provider, interaction, language, t: translator(language) };
  };

  /** Ends the interaction as a login that began now, noted for the max concurrent sessions. */
  const finishLogin = async (request: Request, response: Response, accountId: string) => {
    const ts = Math.floor(Date.now() / 1000);
    await sessions.loggedIn(accountId, ts);
    const provider = await providerFor(request);
    await provider.interactionFinished(
      request,
      response,
      { login: { accountId, ts } },
      { mergeWithLastSubmission: false },
    );
  };

  const twoFactorStep = twoFactorSignIn(router, { details, finishLogin }, twoFactor, accounts);

  router.get(
    '/:uid',
    wrap(async (request, response) => {
      const { provider, interaction, language } = await details(request, response);
      if (interaction.prompt.name !== 'login') {
        // The grant is created without a consent screen (first-party app), so only finish here.
        await provider.interactionFinished(
          request,
          response,
          {},
          { mergeWithLastSubmission: true },
        );
        return;
      }
      const uid = interaction.uid;
      if (interaction.params.screen_hint !== 'signup')
        return send(response, loginPage({ language, uid }));
      const open = await signUpsOpen(request, language);
      const { policy } = await passwordRules();
      send(
        response,
        open ? signUpPage({ language, uid, policy }) : signUpClosedPage({ language, uid }),
      );
    }),
  );

  router.get(
    '/:uid/signup',
    wrap(async (request, response) => {
      const { interaction, language } = await details(request, response);
      const uid = interaction.uid;
      const open = await signUpsOpen(request, language);
      const { policy } = await passwordRules();
      send(
        response,
        open ? signUpPage({ language, uid, policy }) : signUpClosedPage({ language, uid }),
      );
    }),
  );

  router.post(
    '/:uid/login',
    wrap(async (request, response) => {
      const { interaction, language, t } = await details(request, response);
      const email = text(request.body, 'email');
      const parsed = loginSchema.safeParse({ email, password: text(request.body, 'password') });
      const uid = interaction.uid;
      if (!parsed.success)
        return send(
          response,
          loginPage({ language, uid, email, fieldErrors: fieldErrors(parsed.error, t) }),
          400,
        );
      const result = await accounts.login(
        parsed.data.email,
        parsed.data.password,
        requestOrigin(request, countryHeader),
      );
      if (!result.ok) {
        const alert = t(result.reason === 'locked' ? 'idp.login.locked' : 'idp.login.invalid');
        return send(
          response,
          loginPage({ language, uid, email, alert }),
          result.reason === 'locked' ? 423 : 401,
        );
      }
      const { policy, expiryDays } = await passwordRules();
      if (passwordExpired(result.account, expiryDays, new Date())) {
        return send(response, passwordExpiredPage({ language, uid, email, policy }));
      }
      await twoFactorStep(request, response, { account: result.account, uid, language });
    }),
  );

  router.post(
    '/:uid/signup',
    wrap(async (request, response) => {
      const { interaction, language, t } = await details(request, response);
      const form = {
        name: text(request.body, 'name'),
        email: text(request.body, 'email'),
        password: text(request.body, 'password'),
        confirmPassword: text(request.body, 'confirmPassword'),
      };
      const uid = interaction.uid;
      if (!(await signUpsOpen(request, language))) {
        return send(response, signUpClosedPage({ language, uid }), 403);
      }
      const { policy } = await passwordRules();
      const parsed = signUpSchemaFor(policy).safeParse(form);
      if (!parsed.success) {
        return send(
          response,
          signUpPage({
            language,
            uid,
            policy,
            name: form.name,
            email: form.email,
            fieldErrors: fieldErrors(parsed.error, t),
          }),
          400,
        );
      }
      try {
        const account = await accounts.create({ ...parsed.data, roles: ['student'] });
        await twoFactorStep(request, response, { account, uid, language });
      } catch (error) {
        if (!(error instanceof DuplicateEmailError)) throw error;
        send(
          response,
          signUpPage({
            language,
            uid,
            policy,
            name: form.name,
            email: form.email,
            alert: t('idp.signup.duplicate'),
          }),
          409,
        );
      }
    }),
  );

  router.post(
    '/:uid/expired-password',
    wrap(async (request, response) => {
      const { interaction, language, t } = await details(request, response);
      const uid = interaction.uid;
      const email = text(request.body, 'email');
      const { policy } = await passwordRules();
      const page = (
        status: number,
        extra: { alert?: string; fieldErrors?: Record<string, string> },
      ) => send(response, passwordExpiredPage({ language, uid, email, policy, ...extra }), status);
      const parsed = expiredPasswordSchemaFor(policy).safeParse({
        email,
        currentPassword: text(request.body, 'currentPassword'),
        password: text(request.body, 'password'),
        confirmPassword: text(request.body, 'confirmPassword'),
      });
      if (!parsed.success) return page(400, { fieldErrors: fieldErrors(parsed.error, t) });
      const { currentPassword, password } = parsed.data;
      const result = await accounts.login(
        email,
        currentPassword,
        requestOrigin(request, countryHeader),
      );
      if (!result.ok) {
        const alert = t(result.reason === 'locked' ? 'idp.login.locked' : 'idp.login.invalid');
        return page(result.reason === 'locked' ? 423 : 401, { alert });
      }
      if (password === currentPassword) {
        return page(400, { fieldErrors: { password: t('idp.expired.same') } });
      }
      await accounts.replaceExpiredPassword(result.account._id, password);
      await twoFactorStep(request, response, { account: result.account, uid, language });
    }),
  );

  return router;
}
