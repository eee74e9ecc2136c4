import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { showToast } from '../../components/toast-store';
import { NotificationSwitch } from './notification-switch';
import {
  currentSubscription,
  type PushPermission,
  pushPermission,
  subscribeThisDevice,
  unsubscribeThisDevice,
} from '../../data/push-device';

type DeviceState =
  | { status: 'loading' }
  | { status: 'unsupported' | 'denied' }
  | { status: 'ready'; subscribed: boolean; busy: boolean };

const stateFor = async (permission: PushPermission): Promise<DeviceState> => {
  if (permission === 'unsupported') return { status: 'unsupported' };
  if (permission === 'denied') return { status: 'denied' };
  const subscribed = permission === 'granted' && !!(await currentSubscription());
  return { status: 'ready', subscribed, busy: false };
};

/**
 * "Enable push on this device" in the settings' notifications section: push is per browser, so
 * this switch subscribes or unsubscribes this one (asking the browser's permission first).
 */
export function PushDeviceSetting() {
  const intl = useIntl();
  const [state, setState] = useState<DeviceState>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    stateFor(pushPermission()).then(
      (next) => live && setState(next),
      (error: unknown) => {
        console.error('[push] reading this device’s subscription failed', error);
        if (live) setState({ status: 'ready', subscribed: false, busy: false });
      },
    );
    return () => {
      live = false;
    };
  }, []);

  const change = async (on: boolean) => {
    setState({ status: 'ready', subscribed: on, busy: true });
    try {
      if (on) {
        if ((await Notification.requestPermission()) !== 'granted') {
          setState(await stateFor(pushPermission()));
          return;
        }
        await subscribeThisDevice();
      } else {
        await unsubscribeThisDevice();
      }
      setState({ status: 'ready', subscribed: on, busy: false });
      showToast({ title: intl.formatMessage({ id: on ? 'push.enabled' : 'push.disabled' }) });
    } catch (error) {
      console.error('[push] changing this device’s push failed', error);
      setState({ status: 'ready', subscribed: !on, busy: false });
      showToast({ title: intl.formatMessage({ id: 'push.error' }), variant: 'destructive' });
    }
  };

  if (state.status === 'loading') {
    return (
      <p role="status" className="py-3 text-sm text-slate-600 dark:text-slate-300">
        <FormattedMessage id="common.loading" />
      </p>
    );
  }
  if (state.status !== 'ready') {
    return (
      <p className="py-3 text-sm text-slate-600 dark:text-slate-300">
        <FormattedMessage
          id={state.status === 'denied' ? 'push.device.denied' : 'push.device.unsupported'}
        />
      </p>
    );
  }
  return (
    <NotificationSwitch
      labelId="push.device.label"
      helpId="push.device.help"
      checked={state.subscribed}
      onChange={(on) => {
        if (!state.busy) void change(on);
      }}
    />
  );
}
