import { type Request, type Response, type Router } from 'express';
import { type LanguageCode } from '../../../../shared/i18n/languages';
import { type AccountEntity } from '../account.schema';
import { type AccountsService } from '../accounts.service';
import { send, text, wrap } from '../interaction-http';
import { loginPage } from '../pages/login-pages';
import {
  recoveryCodesPage,
  twoFactorCodePage,
  twoFactorEnrolPage,
} from '../pages/two-factor-pages';
import { type SignInStage, type TwoFactorService } from './two-factor.service';

/** What the interaction router lends this step. */
export interface InteractionSteps {
  details(
    request: Request,
    response: Response,
  ): Promise<{ interaction: { uid: string }; language: LanguageCode; t: (key: string) => string }>;
  finishLogin(request: Request, response: Response, accountId: string): Promise<void>;
}

export interface PasswordAccepted {
  account: AccountEntity;
  uid: string;
  language: LanguageCode;
}

const originOf = (request: Request) => ({ ip: request.ip, userAgent: request.get('user-agent') });

/**
 * The two-factor step of a sign-in at the local provider, between the password and the end of
 * the interaction. An enrolled account is asked for a code (or a recovery code); an account whose
 * role the system settings require it for, and which has not enrolled, enrols here first. Which
 * account passed its password in this interaction is kept by interaction uid (the uid read from
 * the interaction cookie, never from the address). Adds its routes to `router`; answers what the
 * password handlers call once the password was right.
 */
export function twoFactorSignIn(
  router: Router,
  steps: InteractionSteps,
  twoFactor: TwoFactorService,
  accounts: AccountsService,
) {
  /** The sign-in's account when it waits at `stage`; otherwise the login page, to start again. */
  const waiting = async (request: Request, response: Response, stage: SignInStage) => {
    const { interaction, language, t } = await steps.details(request, response);
    const uid = interaction.uid;
    const sub = await twoFactor.signInAt(uid, stage);
    const account = sub ? await accounts.findBySub(sub) : null;
    if (!account) {
      send(response, loginPage({ language, uid, alert: t('idp.twoFactor.expired') }), 400);
      return undefined;
    }
    return { account, uid, language, t, code: text(request.body, 'code').trim() };
  };

  router.post(
    '/:uid/two-factor',
    wrap(async (request, response) => {
      const found = await waiting(request, response, 'code');
      if (!found) return;
      const { account, uid, language, t, code } = found;
      if (!code) {
        const error = t('auth.field.required');
        return send(response, twoFactorCodePage({ language, uid, error }), 400);
      }
      const result = await twoFactor.verify(account, code, originOf(request));
      if (result === 'invalid') {
        const alert = t('idp.twoFactor.invalid');
        return send(response, twoFactorCodePage({ language, uid, alert }), 401);
      }
      await twoFactor.forgetSignIn(uid);
      if (result === 'locked') {
        const alert = t('idp.login.locked');
        return send(response, loginPage({ language, uid, email: account.email, alert }), 423);
      }
      await steps.finishLogin(request, response, account._id);
    }),
  );

  router.post(
    '/:uid/two-factor/enrol',
    wrap(async (request, response) => {
      const found = await waiting(request, response, 'enrol');
      if (!found) return;
      const { account, uid, language, t, code } = found;
      const page = async (status: number, problem: { alert?: string; error?: string }) => {
        const enrolment = await twoFactor.enrolmentFor(account);
        send(response, twoFactorEnrolPage({ language, uid, enrolment, ...problem }), status);
      };
      if (!code) return page(400, { error: t('auth.field.required') });
      if (!/^\d{6}$/.test(code.replace(/\s+/g, ''))) {
        return page(400, { error: t('auth.field.invalid') });
      }
      const result = await twoFactor.confirmEnrolment(account._id, code);
      if (result === 'invalid') return page(400, { alert: t('idp.twoFactor.invalid') });
      if (result === 'expired') return page(400, { alert: t('idp.twoFactor.setupExpired') });
      await twoFactor.rememberSignIn(uid, account._id, 'enrolled');
      send(response, recoveryCodesPage({ language, uid, codes: result.recoveryCodes }));
    }),
  );

  router.post(
    '/:uid/two-factor/continue',
    wrap(async (request, response) => {
      const found = await waiting(request, response, 'enrolled');
      if (!found) return;
      await twoFactor.forgetSignIn(found.uid);
      await steps.finishLogin(request, response, found.account._id);
    }),
  );

  /** After a right password: the code page, the enrolment required, or the end of the login. */
  return async (request: Request, response: Response, accepted: PasswordAccepted) => {
    const { account, uid, language } = accepted;
    if (await twoFactor.isEnrolled(account._id)) {
      await twoFactor.rememberSignIn(uid, account._id, 'code');
      return send(response, twoFactorCodePage({ language, uid }));
    }
    if (await twoFactor.requiredFor(account.roles)) {
      await twoFactor.rememberSignIn(uid, account._id, 'enrol');
      const enrolment = await twoFactor.enrolmentFor(account);
      return send(response, twoFactorEnrolPage({ language, uid, enrolment }));
    }
    await steps.finishLogin(request, response, account._id);
  };
}
