// Generated from the live local schema by `npm run gen:types`. Do not edit by hand.
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

export type Database = {
  __InternalSupabase: {
    PostgrestVersion: "12"
  }
  public: {
    Tables: {
      activity_log: {
        Row: {
          action: string
          actor_id: string | null
          at: string
          by_system: boolean
          changed_fields: string[]
          id: number
          record_id: string | null
          record_type: string | null
          table_name: string
        }
        Insert: {
          action: string
          actor_id?: string | null
          at?: string
          by_system?: boolean
          changed_fields?: string[]
          id?: number
          record_id?: string | null
          record_type?: string | null
          table_name: string
        }
        Update: {
          action?: string
          actor_id?: string | null
          at?: string
          by_system?: boolean
          changed_fields?: string[]
          id?: number
          record_id?: string | null
          record_type?: string | null
          table_name?: string
        }
        Relationships: []
      }
      ambassadors: {
        Row: {
          company: string
          created_at: string
          id: string
          is_active: boolean
          linkedin_url: string | null
          name: string
          photo_url: string | null
          specialties: string
          updated_at: string
        }
        Insert: {
          company: string
          created_at?: string
          id?: string
          is_active?: boolean
          linkedin_url?: string | null
          name: string
          photo_url?: string | null
          specialties: string
          updated_at?: string
        }
        Update: {
          company?: string
          created_at?: string
          id?: string
          is_active?: boolean
          linkedin_url?: string | null
          name?: string
          photo_url?: string | null
          specialties?: string
          updated_at?: string
        }
        Relationships: []
      }
      courses: {
        Row: {
          category: string
          created_at: string
          description: string | null
          id: string
          image_url: string | null
          is_active: boolean
          language: string | null
          level: string | null
          provider: string | null
          source_platform: string
          title: string
          updated_at: string
          url: string
        }
        Insert: {
          category: string
          created_at?: string
          description?: string | null
          id?: string
          image_url?: string | null
          is_active?: boolean
          language?: string | null
          level?: string | null
          provider?: string | null
          source_platform?: string
          title: string
          updated_at?: string
          url: string
        }
        Update: {
          category?: string
          created_at?: string
          description?: string | null
          id?: string
          image_url?: string | null
          is_active?: boolean
          language?: string | null
          level?: string | null
          provider?: string | null
          source_platform?: string
          title?: string
          updated_at?: string
          url?: string
        }
        Relationships: []
      }
      event_rsvps: {
        Row: {
          confirmation_attempts: number
          confirmation_claimed_at: string | null
          confirmation_error: string | null
          confirmation_sent_at: string | null
          confirmation_status: string
          created_at: string
          event_id: string
          member_id: string
        }
        Insert: {
          confirmation_attempts?: number
          confirmation_claimed_at?: string | null
          confirmation_error?: string | null
          confirmation_sent_at?: string | null
          confirmation_status?: string
          created_at?: string
          event_id: string
          member_id?: string
        }
        Update: {
          confirmation_attempts?: number
          confirmation_claimed_at?: string | null
          confirmation_error?: string | null
          confirmation_sent_at?: string | null
          confirmation_status?: string
          created_at?: string
          event_id?: string
          member_id?: string
        }
        Relationships: []
      }
      events: {
        Row: {
          author_id: string | null
          capacity: number | null
          city: string | null
          country: string | null
          created_at: string
          description: string | null
          end_date: string
          external_link: string | null
          id: string
          is_active: boolean
          is_online: boolean
          location: string | null
          region: string | null
          start_date: string
          title: string
          topics: string[]
          updated_at: string
        }
        Insert: {
          author_id?: string | null
          capacity?: number | null
          city?: string | null
          country?: string | null
          created_at?: string
          description?: string | null
          end_date: string
          external_link?: string | null
          id?: string
          is_active?: boolean
          is_online?: boolean
          location?: string | null
          region?: string | null
          start_date: string
          title: string
          topics?: string[]
          updated_at?: string
        }
        Update: {
          author_id?: string | null
          capacity?: number | null
          city?: string | null
          country?: string | null
          created_at?: string
          description?: string | null
          end_date?: string
          external_link?: string | null
          id?: string
          is_active?: boolean
          is_online?: boolean
          location?: string | null
          region?: string | null
          start_date?: string
          title?: string
          topics?: string[]
          updated_at?: string
        }
        Relationships: []
      }
      jobs: {
        Row: {
          company: string
          created_at: string
          description: string | null
          employment_type: string | null
          id: string
          is_active: boolean
          is_remote: boolean
          job_url: string | null
          location: string | null
          source: string | null
          title: string
          updated_at: string
        }
        Insert: {
          company: string
          created_at?: string
          description?: string | null
          employment_type?: string | null
          id?: string
          is_active?: boolean
          is_remote?: boolean
          job_url?: string | null
          location?: string | null
          source?: string | null
          title: string
          updated_at?: string
        }
        Update: {
          company?: string
          created_at?: string
          description?: string | null
          employment_type?: string | null
          id?: string
          is_active?: boolean
          is_remote?: boolean
          job_url?: string | null
          location?: string | null
          source?: string | null
          title?: string
          updated_at?: string
        }
        Relationships: []
      }
      mail_campaigns: {
        Row: {
          body_markdown: string
          created_at: string
          created_by: string | null
          finished_at: string | null
          id: string
          link_label: string | null
          link_url: string | null
          queued_at: string | null
          recipients_count: number
          status: string
          subject: string
          to_members: boolean
          to_subscribers: boolean
          updated_at: string
        }
        Insert: {
          body_markdown: string
          created_at?: string
          created_by?: string | null
          finished_at?: string | null
          id?: string
          link_label?: string | null
          link_url?: string | null
          queued_at?: string | null
          recipients_count?: number
          status?: string
          subject: string
          to_members?: boolean
          to_subscribers?: boolean
          updated_at?: string
        }
        Update: {
          body_markdown?: string
          created_at?: string
          created_by?: string | null
          finished_at?: string | null
          id?: string
          link_label?: string | null
          link_url?: string | null
          queued_at?: string | null
          recipients_count?: number
          status?: string
          subject?: string
          to_members?: boolean
          to_subscribers?: boolean
          updated_at?: string
        }
        Relationships: []
      }
      mail_deliveries: {
        Row: {
          attempts: number
          campaign_id: string
          claimed_at: string | null
          email: string
          error: string | null
          id: number
          sent_at: string | null
          status: string
        }
        Insert: {
          attempts?: number
          campaign_id: string
          claimed_at?: string | null
          email: string
          error?: string | null
          id?: number
          sent_at?: string | null
          status?: string
        }
        Update: {
          attempts?: number
          campaign_id?: string
          claimed_at?: string | null
          email?: string
          error?: string | null
          id?: number
          sent_at?: string | null
          status?: string
        }
        Relationships: []
      }
      members: {
        Row: {
          avatar_url: string | null
          created_at: string
          email: string | null
          full_name: string | null
          id: string
          is_logged_in: boolean
          last_login_at: string | null
          linkedin_id: string | null
          login_count: number
          profile_data: Json
          provider_name: string
        }
        Insert: {
          avatar_url?: string | null
          created_at?: string
          email?: string | null
          full_name?: string | null
          id: string
          is_logged_in?: boolean
          last_login_at?: string | null
          linkedin_id?: string | null
          login_count?: number
          profile_data?: Json
          provider_name?: string
        }
        Update: {
          avatar_url?: string | null
          created_at?: string
          email?: string | null
          full_name?: string | null
          id?: string
          is_logged_in?: boolean
          last_login_at?: string | null
          linkedin_id?: string | null
          login_count?: number
          profile_data?: Json
          provider_name?: string
        }
        Relationships: []
      }
      newsletter_subscribers: {
        Row: {
          cancelled_at: string | null
          confirmation_sent_at: string | null
          confirmed_at: string | null
          consent_at: string
          created_at: string
          email: string
          id: string
          source: string
          status: Database["public"]["Enums"]["newsletter_status"]
        }
        Insert: {
          cancelled_at?: string | null
          confirmation_sent_at?: string | null
          confirmed_at?: string | null
          consent_at?: string
          created_at?: string
          email: string
          id?: string
          source?: string
          status?: Database["public"]["Enums"]["newsletter_status"]
        }
        Update: {
          cancelled_at?: string | null
          confirmation_sent_at?: string | null
          confirmed_at?: string | null
          consent_at?: string
          created_at?: string
          email?: string
          id?: string
          source?: string
          status?: Database["public"]["Enums"]["newsletter_status"]
        }
        Relationships: []
      }
      posts: {
        Row: {
          author_id: string | null
          content: string | null
          cover_image_url: string | null
          created_at: string
          excerpt: string | null
          id: string
          published_at: string | null
          seo_meta_description: string | null
          seo_meta_title: string | null
          seo_og_description: string | null
          seo_og_image: string | null
          seo_og_title: string | null
          slug: string
          status: string
          title: string
          type: string
          updated_at: string
        }
        Insert: {
          author_id?: string | null
          content?: string | null
          cover_image_url?: string | null
          created_at?: string
          excerpt?: string | null
          id?: string
          published_at?: string | null
          seo_meta_description?: string | null
          seo_meta_title?: string | null
          seo_og_description?: string | null
          seo_og_image?: string | null
          seo_og_title?: string | null
          slug: string
          status?: string
          title: string
          type: string
          updated_at?: string
        }
        Update: {
          author_id?: string | null
          content?: string | null
          cover_image_url?: string | null
          created_at?: string
          excerpt?: string | null
          id?: string
          published_at?: string | null
          seo_meta_description?: string | null
          seo_meta_title?: string | null
          seo_og_description?: string | null
          seo_og_image?: string | null
          seo_og_title?: string | null
          slug?: string
          status?: string
          title?: string
          type?: string
          updated_at?: string
        }
        Relationships: []
      }
      user_roles: {
        Row: {
          created_at: string
          id: string
          role: Database["public"]["Enums"]["app_role"]
          user_id: string
        }
        Insert: {
          created_at?: string
          id?: string
          role: Database["public"]["Enums"]["app_role"]
          user_id: string
        }
        Update: {
          created_at?: string
          id?: string
          role?: Database["public"]["Enums"]["app_role"]
          user_id?: string
        }
        Relationships: []
      }
      videos: {
        Row: {
          author_id: string | null
          created_at: string
          description: string | null
          duration_seconds: number | null
          file_size_bytes: number | null
          height_pixels: number | null
          id: string
          is_active: boolean
          tags: string[]
          thumbnail_url: string | null
          title: string
          updated_at: string
          video_format: string | null
          video_url: string
          width_pixels: number | null
        }
        Insert: {
          author_id?: string | null
          created_at?: string
          description?: string | null
          duration_seconds?: number | null
          file_size_bytes?: number | null
          height_pixels?: number | null
          id?: string
          is_active?: boolean
          tags?: string[]
          thumbnail_url?: string | null
          title: string
          updated_at?: string
          video_format?: string | null
          video_url: string
          width_pixels?: number | null
        }
        Update: {
          author_id?: string | null
          created_at?: string
          description?: string | null
          duration_seconds?: number | null
          file_size_bytes?: number | null
          height_pixels?: number | null
          id?: string
          is_active?: boolean
          tags?: string[]
          thumbnail_url?: string | null
          title?: string
          updated_at?: string
          video_format?: string | null
          video_url?: string
          width_pixels?: number | null
        }
        Relationships: []
      }
    }
    Views: {
      landing_pages: {
        Row: {
          content: string | null
          created_at: string | null
          description: string | null
          id: string | null
          is_published: boolean | null
          meta_description: string | null
          meta_title: string | null
          og_description: string | null
          og_image: string | null
          og_title: string | null
          published_at: string | null
          slug: string | null
          title: string | null
          updated_at: string | null
        }
        Relationships: []
      }
    }
    Functions: {
      claim_event_rsvp_confirmation: {
        Args: {
          _event_id?: string
          _member_id?: string
        }
        Returns: {
          event_id: string
          member_id: string
          email: string
          full_name: string
          title: string
          description: string
          start_date: string
          end_date: string
          is_online: boolean
          location: string
          city: string
          region: string
          country: string
          external_link: string
        }[]
      }
      claim_mail_delivery: {
        Args: {
          _campaign?: string
        }
        Returns: {
          delivery_id: number
          campaign_id: string
          email: string
          subject: string
          body_markdown: string
          link_url: string
          link_label: string
          unsubscribe_token: string
        }[]
      }
      confirm_newsletter: {
        Args: {
          _token: string
        }
        Returns: string
      }
      current_admin_email: {
        Args: never
        Returns: string
      }
      erase_member_data: {
        Args: {
          _member_id?: string
        }
        Returns: undefined
      }
      export_member_data: {
        Args: {
          _member_id?: string
        }
        Returns: Json
      }
      finish_event_rsvp_confirmation: {
        Args: {
          _event_id: string
          _member_id: string
          _error?: string
          _temporary?: boolean
        }
        Returns: undefined
      }
      finish_mail_delivery: {
        Args: {
          _delivery: number
          _error?: string
          _temporary?: boolean
        }
        Returns: undefined
      }
      get_dashboard_trends: {
        Args: never
        Returns: Json
      }
      get_event_attendance: {
        Args: {
          _event_ids: string[]
        }
        Returns: {
          event_id: string
          confirmed: number
          capacity: number
        }[]
      }
      get_event_attendee_showcase: {
        Args: {
          _event_id: string
          _limit?: number
        }
        Returns: {
          full_name: string
          avatar_url: string
        }[]
      }
      get_member_showcase: {
        Args: {
          _limit?: number
        }
        Returns: {
          full_name: string
          avatar_url: string
        }[]
      }
      get_member_statistics: {
        Args: never
        Returns: {
          total_members: number
          active_this_month: number
          average_logins: number
          top_providers: Json
          currently_logged_in: number
          currently_logged_out: number
        }[]
      }
      has_role: {
        Args: {
          _user_id: string
          _role: Database["public"]["Enums"]["app_role"]
        }
        Returns: boolean
      }
      list_activity_actors: {
        Args: never
        Returns: {
          id: string
          name: string
        }[]
      }
      list_event_attendees: {
        Args: {
          _event_id: string
        }
        Returns: {
          member_id: string
          full_name: string
          email: string
          avatar_url: string
          confirmed_at: string
        }[]
      }
      list_team_accounts: {
        Args: never
        Returns: {
          id: string
          email: string
          created_at: string
          email_confirmed_at: string
          last_sign_in_at: string
          is_admin: boolean
          invited_at: string
          role: string
        }[]
      }
      mail_campaign_progress: {
        Args: {
          _campaign: string
        }
        Returns: Json
      }
      mail_unsubscribe_token: {
        Args: {
          _email: string
        }
        Returns: string
      }
      newsletter_confirmation_token: {
        Args: {
          _email: string
        }
        Returns: string
      }
      queue_mail_campaign: {
        Args: {
          _campaign: string
        }
        Returns: number
      }
      retry_mail_deliveries: {
        Args: {
          _campaign: string
        }
        Returns: number
      }
      search_members: {
        Args: {
          q?: string
          _limit?: number
          _offset?: number
          _sort?: string
          _order?: string
        }
        Returns: {
          id: string
          full_name: string
          email: string
          avatar_url: string
          is_logged_in: boolean
          login_count: number
          last_login_at: string
          created_at: string
          total_count: number
        }[]
      }
      subscribe_newsletter: {
        Args: {
          _email: string
          _source?: string
        }
        Returns: undefined
      }
      subscribe_newsletter_from: {
        Args: {
          _email: string
          _source: string
          _client_ip: string
        }
        Returns: undefined
      }
      track_user_login_with_profile: {
        Args: {
          provider_name: string
          linkedin_id: string
          full_name: string
          email: string
          avatar_url: string
          profile_data: Json
        }
        Returns: Database["public"]["Tables"]["members"]["Row"]
      }
      track_user_logout: {
        Args: never
        Returns: undefined
      }
      unsubscribe_mail: {
        Args: {
          _token: string
        }
        Returns: string
      }
      upcoming_events_page: {
        Args: {
          _limit?: number
          _offset?: number
        }
        Returns: {
          id: string
          title: string
          description: string
          start_date: string
          end_date: string
          is_online: boolean
          location: string
          city: string
          region: string
          country: string
          topics: string[]
          external_link: string
          is_active: boolean
          capacity: number
          created_at: string
          updated_at: string
          total: number
        }[]
      }
    }
    Enums: {
      app_role: "admin" | "moderator" | "user"
      newsletter_status: "pending" | "confirmed" | "cancelled"
    }
    CompositeTypes: {
      [_ in never]: never
    }
  }
}

type PublicSchema = Database["public"]

export type Tables<T extends keyof PublicSchema["Tables"] | keyof PublicSchema["Views"]> =
  T extends keyof PublicSchema["Tables"]
    ? PublicSchema["Tables"][T]["Row"]
    : T extends keyof PublicSchema["Views"]
      ? PublicSchema["Views"][T]["Row"]
      : never

export type TablesInsert<T extends keyof PublicSchema["Tables"]> = PublicSchema["Tables"][T]["Insert"]
export type TablesUpdate<T extends keyof PublicSchema["Tables"]> = PublicSchema["Tables"][T]["Update"]
export type Enums<T extends keyof PublicSchema["Enums"]> = PublicSchema["Enums"][T]
