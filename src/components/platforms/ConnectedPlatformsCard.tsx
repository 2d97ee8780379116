// The 'Connected Platforms' card: the six platforms with their import status from the device
// database, "Connect" (import the platform's data export in a worker), "Cancel import" while it
// runs, and "Disconnect" (delete that platform's imported data, after confirmation).
// Invariant: a platform shows connected only when its imported data is stored for this user.
import { useEffect, useRef, useState } from 'react';
import {
  cancelImport,
  connectPlatform,
  disconnectPlatform,
  recoverImports,
} from '../../flows/platformImports.ts';
import type { PickedFile } from '../../flows/importFlow.ts';
import { notify } from '../../app/notify.ts';
import { storageErrorMessage } from '../../db/storageErrors.ts';
import { useImportProgress, useImports } from '../../hooks/useImports.ts';
import { PLATFORMS, type PlatformInfo } from '../../shared/platforms.ts';
import type { PlatformId } from '../../shared/tables.ts';
import type { ReplacementQuestion } from '../../analysis/imports/replacement.ts';
import { DisconnectDialog } from './DisconnectDialog.tsx';
import { ImportDialog } from './ImportDialog.tsx';
import { describeCounts } from './importSummary.ts';
import { PlatformRow } from './PlatformRow.tsx';
import { ReplaceExportDialog } from './ReplaceExportDialog.tsx';
import { CardHeader } from '../CardHeader.tsx';

type Dialog = { kind: 'import' | 'disconnect'; platform: PlatformInfo } | null;

/** An import waiting for the person's answer: replace the connected export or keep it. */
interface PendingQuestion {
  question: ReplacementQuestion;
  answer: (replace: boolean) => void;
}

export function ConnectedPlatformsCard({ userId }: { userId: string }) {
  const imports = useImports(userId);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [asking, setAsking] = useState<PendingQuestion | null>(null);
  const rows = useRef(new Map<PlatformId, HTMLLIElement>());

  useEffect(() => {
    void recoverImports(userId).catch(() => undefined);
  }, [userId]);

  // After a dialog closes, its opener may be gone (Connect → Importing…): focus the row instead.
  const closeDialog = (focus: PlatformId | null) => {
    setDialog(null);
    if (focus) setTimeout(() => rows.current.get(focus)?.focus(), 0);
  };

  const startImport = (platform: PlatformInfo, files: PickedFile[]) => {
    closeDialog(platform.id);
    const confirmReplace = (question: ReplacementQuestion) =>
      new Promise<boolean>((resolve) =>
        setAsking({
          question,
          answer: (replace) => {
            setAsking(null);
            resolve(replace);
          },
        }),
      );
    void connectPlatform(userId, platform.id, files, confirmReplace).then(
      (outcome) => {
        if (outcome.status === 'ready') {
          const counts = describeCounts(outcome.record.stats).slice(0, 3);
          notify.success(
            `${platform.name} connected${counts.length ? `: ${counts.join(', ')}` : ''}.`,
          );
        } else if (outcome.status === 'busy' || outcome.status === 'kept')
          notify.info(outcome.message);
        else if (outcome.status === 'canceled')
          notify.info(
            outcome.keptPrevious
              ? `${outcome.message} Your earlier ${platform.name} data is kept.`
              : outcome.message,
          );
        else
          notify.error(
            outcome.keptPrevious
              ? `${outcome.message} Your earlier ${platform.name} data is kept.`
              : outcome.message,
          );
      },
      (error: unknown) => notify.error(storageErrorMessage(error)),
    );
  };

  const disconnect = async (platform: PlatformInfo) => {
    try {
      await disconnectPlatform(userId, platform.id);
      notify.success(`${platform.name} disconnected; its data was deleted from this device.`);
    } catch (error) {
      notify.error(storageErrorMessage(error));
    }
    closeDialog(platform.id);
  };

  return (
    <article className="card" aria-labelledby="platforms-title">
      <CardHeader id="platforms-title">Connected Platforms</CardHeader>
      <div className="card-content">
        <p className="platform-intro is-size-7 mb-3">
          Connect a platform by importing the data export it gives you. It is read on this device
          and never uploaded.
        </p>
        <ul className="platform-list" aria-busy={imports === undefined}>
          {PLATFORMS.map((platform) => (
            <PlatformRowLive
              key={platform.id}
              userId={userId}
              platform={platform}
              imports={imports}
              rowRef={(el) => {
                if (el) rows.current.set(platform.id, el);
                else rows.current.delete(platform.id);
              }}
              onConnect={() => setDialog({ kind: 'import', platform })}
              onDisconnect={() => setDialog({ kind: 'disconnect', platform })}
              onCancel={() => {
                cancelImport(userId, platform.id);
                // The button goes with the import: keep keyboard focus on the row.
                rows.current.get(platform.id)?.focus();
              }}
            />
          ))}
        </ul>
      </div>
      {dialog?.kind === 'import' ? (
        <ImportDialog
          platform={dialog.platform}
          previousFailure={
            imports?.[dialog.platform.id]?.status === 'failed'
              ? imports[dialog.platform.id]?.failureMessage
              : null
          }
          replacing={imports?.[dialog.platform.id]?.status === 'ready'}
          onImport={(files) => startImport(dialog.platform, files)}
          onClose={() => closeDialog(null)}
        />
      ) : null}
      {asking ? <ReplaceExportDialog question={asking.question} onAnswer={asking.answer} /> : null}
      {dialog?.kind === 'disconnect' ? (
        <DisconnectDialog
          platform={dialog.platform}
          onConfirm={() => disconnect(dialog.platform)}
          onClose={() => closeDialog(null)}
        />
      ) : null}
    </article>
  );
}

/** A row with its own progress subscription, so progress re-renders one row, not the card. */
function PlatformRowLive({
  userId,
  platform,
  imports,
  rowRef,
  onConnect,
  onDisconnect,
  onCancel,
}: {
  userId: string;
  platform: PlatformInfo;
  imports: ReturnType<typeof useImports>;
  rowRef: (el: HTMLLIElement | null) => void;
  onConnect: () => void;
  onDisconnect: () => void;
  onCancel: () => void;
}) {
  const live = useImportProgress(userId, platform.id);
  return (
    <PlatformRow
      rowRef={rowRef}
      platform={platform}
      record={imports?.[platform.id]}
      live={live}
      onConnect={onConnect}
      onDisconnect={onDisconnect}
      onCancel={onCancel}
    />
  );
}
