import SyncIcon from '@mui/icons-material/Sync';
import { Button, CircularProgress } from '@mui/material';
import { useState } from 'react';
import { useRefresh } from 'react-admin';
import { useToast } from '../common/toast.tsx';
import { supabaseClient } from '../providers/supabaseClient.ts';
import {
  functionErrorMessage,
  syncErrorMessage,
  syncSuccessMessage,
  type SyncPlatform,
} from './normalize.ts';

/** 'Sincronizar Coursera' / 'Sincronizar Udemy': runs fetch-courses, then reloads the list. */
export function SyncButton({ platform }: { platform: SyncPlatform }) {
  const toast = useToast();
  const refresh = useRefresh();
  const [running, setRunning] = useState(false);

  const sync = async () => {
    setRunning(true);
    try {
      const { error } = await supabaseClient.functions.invoke('fetch-courses', {
        body: { platform, category: 'customer-experience', count: 10 },
      });
      if (error) {
        toast({ title: syncErrorMessage(platform, await functionErrorMessage(error)), variant: 'error' });
      } else {
        toast({ title: syncSuccessMessage(platform) });
      }
    } catch (error) {
      toast({ title: syncErrorMessage(platform, await functionErrorMessage(error)), variant: 'error' });
    } finally {
      setRunning(false);
      refresh();
    }
  };

  return (
    <Button
      variant="outlined"
      onClick={() => void sync()}
      disabled={running}
      startIcon={running ? <CircularProgress size={16} /> : <SyncIcon />}
    >
      Sincronizar {platform}
    </Button>
  );
}
