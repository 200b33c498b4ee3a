import { errorMessage } from '@tac/api-client';
import { type DeviceEnrolCode, type DeviceRow, Messages } from '@tac/contracts';
import { Button, Center, HStack, Spinner, Stack, Text } from '@tac/ui';
import { ViewDialog } from '@tac/ui/dialog';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useEnrolDevice } from './api/enrol-device.ts';
import { EnrolQrCode } from './EnrolQrCode.tsx';
import { countdownText, groupedCode, secondsLeft } from './enrol-rules.ts';

export interface EnrolDeviceDialogProps {
  device: DeviceRow;
  /** Closing reads the devices list again: a device enrolled meanwhile shows its app version. */
  onClose: () => void;
}

/** Seconds left, read from the clock at each render and rendered again once a second while alive. */
function useSecondsLeft(expiresAt: string | undefined) {
  const [, tick] = useState(0);
  const left = expiresAt ? secondsLeft(expiresAt, Date.now()) : 0;
  const alive = left > 0;
  useEffect(() => {
    if (!alive) return;
    const timer = setInterval(() => tick((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, [alive]);
  return left;
}

/**
 * Enrol a device (shared/docs/field-sync.md "Enrolment"): opening asks for a one-time code, shown in
 * large type and as a QR code with the time it has left. 'New code' voids it and asks for another;
 * an expired code says so and offers the same.
 */
export function EnrolDeviceDialog({ device, onClose }: EnrolDeviceDialogProps) {
  const enrol = useEnrolDevice();
  const [code, setCode] = useState<DeviceEnrolCode | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { mutateAsync } = enrol;
  const ask = useCallback(async () => {
    setFailure(null);
    try {
      setCode((await mutateAsync(device.deviceID)).data);
    } catch (error) {
      setCode(null);
      setFailure(errorMessage(error, Messages.requestFailed));
    }
  }, [mutateAsync, device.deviceID]);
  // One code per opening: a second ask would void the first (the ref survives StrictMode's replay).
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void ask();
  }, [ask]);
  const left = useSecondsLeft(code?.expiresAt);
  const expired = code !== null && left === 0;

  return (
    <ViewDialog
      open
      title={`Enrol ${device.deviceEmpID}`}
      onClose={onClose}
      actions={
        <Button type="button" variant="outline" onClick={() => void ask()} loading={enrol.isPending}>
          New code
        </Button>
      }
    >
      {failure ? (
        <Text color="fg.error" role="alert">
          {failure}
        </Text>
      ) : !code ? (
        <Center py="8">
          <Spinner aria-label="Loading" />
        </Center>
      ) : (
        <HStack gap="6" align="center" wrap="wrap">
          <EnrolQrCode text={code.qrText} />
          <Stack gap="3" flex="1" minW="14rem">
            <Text>On the device, choose Enrol and scan this code, or type it:</Text>
            <Stack gap="0" role="group" aria-label="Enrolment code">
              <Text fontSize="sm" color="fg.muted">
                Enrolment code
              </Text>
              <Text
                data-code={code.code}
                fontFamily="mono"
                fontSize="3xl"
                fontWeight="semibold"
                letterSpacing="wider"
                textDecoration={expired ? 'line-through' : undefined}
              >
                {groupedCode(code.code)}
              </Text>
            </Stack>
            {/* The ticking time is not announced each second; its end is, once. */}
            {expired ? (
              <Text role="alert" color="fg.error">
                This code has expired: ask for a new code.
              </Text>
            ) : (
              <Text color="fg.muted">{`Works once, for ${countdownText(left)} more.`}</Text>
            )}
            <Text fontSize="sm" color="fg.muted">
              A new code voids this one. Once the device has used a code, any earlier enrolment of it stops
              working.
            </Text>
          </Stack>
        </HStack>
      )}
    </ViewDialog>
  );
}
