// 'A new version is available' with a Reload action. It stays until the user acts, so a
// half-written post is never lost to an automatic reload.
import { toast } from 'react-toastify';

function UpdateMessage({ onReload }: { onReload: () => void }) {
  return (
    <div className="update-toast">
      <span>A new version is available</span>
      <button type="button" className="button is-small is-primary" onClick={onReload}>
        Reload
      </button>
    </div>
  );
}

export const UpdateToast = {
  show(activate: () => void): void {
    toast.info(<UpdateMessage onReload={activate} />, {
      toastId: 'sw-update',
      autoClose: false,
      closeOnClick: false,
    });
  },
};
